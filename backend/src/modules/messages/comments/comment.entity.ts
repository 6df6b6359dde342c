import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { Photo } from '../../photos/photo.entity';
import { ScheduleItem } from '../../schedule/schedule-item.entity';
import { Carpool } from '../../travel/carpool.entity';
import { Stay } from '../../travel/stays/stay.entity';
import { User } from '../../users/user.entity';

/**
 * A member's comment on a photo, a schedule item, a carpool or a stay: exactly one of the four, so the
 * comments go with the thing. A reply names the comment it answers; threads are one level deep.
 */
@Entity({ name: 'comments' })
@Check('CHK_comments_subject', 'num_nonnulls("photoId", "scheduleItemId", "carpoolId", "stayId") = 1')
@Index('IDX_comments_event_created', ['eventId', 'createdAt'])
export class Comment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  photoId: string | null;

  @ManyToOne(() => Photo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'photoId' })
  photo?: Photo;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  scheduleItemId: string | null;

  @ManyToOne(() => ScheduleItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scheduleItemId' })
  scheduleItem?: ScheduleItem;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  carpoolId: string | null;

  @ManyToOne(() => Carpool, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'carpoolId' })
  carpool?: Carpool;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  stayId: string | null;

  @ManyToOne(() => Stay, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stayId' })
  stay?: Stay;

  /** The comment this one answers (always a top-level comment). */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentId' })
  parent?: Comment;

  /** Kept when its author leaves or is removed from the event; deleting their account deletes it (a tombstone if answered). */
  @Index()
  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'authorId' })
  author?: User;

  /** Plain text, never rendered as HTML; empty once deleted. */
  @Column({ type: 'text' })
  body: string;

  /** The members the text mentions (`@Name`), as their ids. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  mentions: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  /** A deleted comment that has replies stays as "deleted" so the thread still reads; others go. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
