import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TextList, WhenSent } from '../../../common/validation/fields';
import { TrimToNull } from '../../../common/validation/transforms';
import { PROFILE_VISIBILITY, ProfileVisibility } from '../event-user-profile.entity';

/** The event profile form: every field optional (spec section 5). */
export class UpdateEventProfileDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(64)
  eventNickname?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  eventBio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Free text such as Best Man' })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(64)
  role?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  roomingPreferences?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  transportationNotes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100)
  eventEmergencyContact?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(40)
  eventEmergencyContactPhone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  eventDietaryNotes?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @TextList('Event allergies')
  eventAllergies?: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  specialRequests?: string | null;

  @ApiPropertyOptional({ enum: PROFILE_VISIBILITY, default: 'event_members' })
  @WhenSent()
  @IsIn(PROFILE_VISIBILITY, { message: 'Profile visibility must be public, event_members or organizers_only' })
  profileVisibility?: ProfileVisibility;

  @ApiPropertyOptional()
  @WhenSent()
  @IsBoolean()
  isProfileComplete?: boolean;
}
