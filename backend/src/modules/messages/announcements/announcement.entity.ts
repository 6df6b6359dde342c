import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { ScheduleItem } from '../../schedule/schedule-item.entity';
import { User } from '../../users/user.entity';

/** Who an announcement is for; who that is, exactly, is written down when it is posted. */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'going', 'not_responded', 'item'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** An admin's message to the event's members, pinned on its dashboard until an admin unpins it. */
@Entity({ name: 'announcements' })
@Index('IDX_announcements_event_created', ['eventId', 'createdAt'])
@Check('CHK_announcements_item', `(audience = 'item') = ("scheduleItemId" IS NOT NULL)`)
export class Announcement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  /** Null once the author's account is deleted. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId' })
  author?: User;

  @Column({ type: 'text' })
  body: string;

  /** An http(s) address, shown as a link. */
  @Column({ type: 'text', nullable: true })
  link: string | null;

  @Column({ type: 'enum', enum: ANNOUNCEMENT_AUDIENCES, enumName: 'announcement_audience' })
  audience: AnnouncementAudience;

  /** The item whose guests it is for (audience 'item'); it goes when the item does. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  scheduleItemId: string | null;

  @ManyToOne(() => ScheduleItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scheduleItemId' })
  scheduleItem?: ScheduleItem;

  /** Null once unpinned. */
  @Column({ type: 'timestamptz', nullable: true })
  pinnedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
