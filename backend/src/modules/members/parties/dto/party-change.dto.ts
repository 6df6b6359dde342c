import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { MAX_PARTY_GUESTS } from '../party.entity';

export class ChangeGuestLimitDto {
  @ApiProperty({ type: Number, minimum: 0, maximum: MAX_PARTY_GUESTS })
  @IsInt({ message: 'Guest limit must be a whole number' })
  @Min(0, { message: 'Guest limit must be 0 or more' })
  @Max(MAX_PARTY_GUESTS, { message: `A party may bring at most ${MAX_PARTY_GUESTS} guests` })
  guestLimit: number;
}

/** A member joining this party: a couple invited separately, answering as one. */
export class JoinPartyDto {
  @ApiProperty({ type: String, format: 'uuid' })
  @IsUUID('all', { message: 'Member not found' })
  userId: string;
}
