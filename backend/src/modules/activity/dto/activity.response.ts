import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_TYPES, type ActivityType } from '../activity-entry';
import { ActorResponse } from '../../../common/http/actor.response';

/** One entry of the event's activity feed; `who` is shown before the text ("Ana" "joined the event"). */
export class ActivityEntryResponse {
  @ApiProperty({ type: String, format: 'uuid', description: 'The record the entry is about' })
  id: string;

  @ApiProperty({ enum: ACTIVITY_TYPES, enumName: 'ActivityType' })
  type: ActivityType;

  @ApiProperty({ type: String, example: 'joined the event' })
  text: string;

  @ApiProperty({ type: String, format: 'date-time' })
  at: Date;

  @ApiProperty({
    type: () => ActorResponse,
    nullable: true,
    description: 'Null when the account behind the entry has been deleted',
  })
  who: ActorResponse | null;

  @ApiProperty({ type: String, example: '/events/0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e/members' })
  link: string;
}

export class ActivityPageResponse {
  @ApiProperty({ type: () => ActivityEntryResponse, isArray: true, description: 'Newest first' })
  activity: ActivityEntryResponse[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `before` for the next, older page; null on the last page',
  })
  nextCursor: string | null;
}
