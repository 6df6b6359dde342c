import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RSVP_STATUSES } from '../rsvp.entity';
import type { RsvpStatus } from '../rsvp.entity';

export class RsvpDto {
  @ApiProperty({ enum: RSVP_STATUSES })
  @IsIn(RSVP_STATUSES, { message: 'Status must be going, not_going or maybe' })
  status: RsvpStatus;
}
