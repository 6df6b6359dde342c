import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { RequiredText, TextList, WhenSent } from '../../../common/validation/fields';
import { Handle, TrimToNull } from '../../../common/validation/transforms';
import { PROFILE_PRIVACY, ProfilePrivacy } from '../user.entity';

const webUrl = { require_protocol: true, protocols: ['http', 'https'] };
const isSet = (_: unknown, value: unknown) => value !== null && value !== undefined;

/**
 * The core profile form (spec section 3). A PUT replaces the profile: the name is required, and a field
 * left out is cleared (lists emptied, privacy back to its default).
 */
export class UpdateCoreProfileDto {
  @ApiProperty({ maxLength: 100 })
  @RequiredText('Name', 100)
  displayName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000, { message: 'Bio must be 1000 characters or fewer' })
  bio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(64)
  timezone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(40)
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, description: 'Without @' })
  @IsOptional()
  @Handle()
  @IsString()
  @MaxLength(64)
  venmoUsername?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, description: 'Without @' })
  @IsOptional()
  @Handle()
  @IsString()
  @MaxLength(64)
  instagramHandle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64, description: 'Without @' })
  @IsOptional()
  @Handle()
  @IsString()
  @MaxLength(64)
  twitterHandle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://www.linkedin.com/in/ada' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @IsUrl(webUrl, { message: 'Invalid LinkedIn URL' })
  @MaxLength(2048, { message: 'Invalid LinkedIn URL' })
  linkedinUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://ada.dev' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @IsUrl(webUrl, { message: 'Invalid website URL' })
  @MaxLength(2048, { message: 'Invalid website URL' })
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100)
  emergencyContactName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(40)
  emergencyContactPhone?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @TextList('Dietary restrictions')
  dietaryRestrictions?: string[];

  @ApiPropertyOptional({ type: [String] })
  @TextList('Allergies')
  allergies?: string[];

  @ApiPropertyOptional({ enum: PROFILE_PRIVACY, default: 'friends' })
  @WhenSent()
  @IsIn(PROFILE_PRIVACY, { message: 'Profile privacy must be public, friends or private' })
  profilePrivacy?: ProfilePrivacy;
}
