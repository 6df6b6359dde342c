import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_VISIBILITY, type ProfileVisibility } from '../event-user-profile.entity';

/** A member's profile for one event; one not yet saved has no id and no times. */
export class EventProfileResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null until the profile is saved' })
  id: string | null;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String, nullable: true })
  eventNickname: string | null;

  @ApiProperty({ type: String, nullable: true })
  eventBio: string | null;

  @ApiProperty({ type: String, nullable: true, description: "Free text such as Best Man, not the member's role" })
  role: string | null;

  @ApiProperty({ type: String, nullable: true })
  roomingPreferences: string | null;

  @ApiProperty({ type: String, nullable: true })
  transportationNotes: string | null;

  @ApiProperty({ type: String, nullable: true })
  eventEmergencyContact: string | null;

  @ApiProperty({ type: String, nullable: true })
  eventEmergencyContactPhone: string | null;

  @ApiProperty({ type: String, nullable: true })
  eventDietaryNotes: string | null;

  @ApiProperty({ type: String, isArray: true })
  eventAllergies: string[];

  @ApiProperty({ type: String, nullable: true })
  specialRequests: string | null;

  @ApiProperty({ enum: PROFILE_VISIBILITY, enumName: 'ProfileVisibility' })
  profileVisibility: ProfileVisibility;

  @ApiProperty({ type: Boolean })
  isProfileComplete: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  createdAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: Date | null;
}

export class EventProfileEnvelope {
  @ApiProperty({ type: () => EventProfileResponse })
  profile: EventProfileResponse;
}
