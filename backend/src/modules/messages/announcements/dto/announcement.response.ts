import { ApiProperty } from '@nestjs/swagger';
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementAudience } from '../announcement.entity';
import { ActorResponse } from '../../../../common/http/actor.response';

/** An announcement as the announcements read answers it. */
export interface AnnouncementRow {
  id: string;
  eventId: string;
  body: string;
  link: string | null;
  audience: AnnouncementAudience;
  scheduleItemId: string | null;
  /** Null too when the reader may no longer see the item. */
  scheduleItemTitle: string | null;
  pinnedAt: Date | null;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
  authorPhotoURL: string | null;
  recipientCount: number;
}

export class AnnouncementResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String, description: 'Plain text: never rendered as HTML' })
  body: string;

  @ApiProperty({ type: String, nullable: true, description: 'An http(s) address' })
  link: string | null;

  @ApiProperty({ enum: ANNOUNCEMENT_AUDIENCES })
  audience: AnnouncementAudience;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  scheduleItemId: string | null;

  @ApiProperty({ type: String, nullable: true })
  scheduleItemTitle: string | null;

  @ApiProperty({ type: Boolean })
  pinned: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: () => ActorResponse, nullable: true, description: 'Null once their account is deleted' })
  author: ActorResponse | null;

  @ApiProperty({ type: Number, description: 'Who it went to, fixed when it was posted' })
  recipientCount: number;
}

export class AnnouncementEnvelope {
  @ApiProperty({ type: () => AnnouncementResponse })
  announcement: AnnouncementResponse;
}

export class AnnouncementListEnvelope {
  @ApiProperty({ type: () => AnnouncementResponse, isArray: true, description: 'Newest first' })
  announcements: AnnouncementResponse[];
}

export function mapAnnouncement(row: AnnouncementRow): AnnouncementResponse {
  return {
    id: row.id,
    eventId: row.eventId,
    body: row.body,
    link: row.link,
    audience: row.audience,
    scheduleItemId: row.scheduleItemId,
    scheduleItemTitle: row.scheduleItemTitle,
    pinned: row.pinnedAt !== null,
    createdAt: row.createdAt,
    author:
      row.authorId && row.authorName !== null
        ? { userId: row.authorId, displayName: row.authorName, photoURL: row.authorPhotoURL }
        : null,
    recipientCount: row.recipientCount,
  };
}
