import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { ScheduleItem } from '../schedule-item.entity';

export const QUESTION_KINDS = ['single_choice', 'multiple_choice', 'short_text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A question asked with the RSVP: of the whole event, or of one schedule item (then it goes with it). */
@Entity({ name: 'rsvp_questions' })
@Check('CHK_rsvp_questions_kind', "kind IN ('single_choice', 'multiple_choice', 'short_text')")
@Index('IDX_rsvp_questions_event_position', ['eventId', 'position'])
export class RsvpQuestion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  /** Null: asked with the event's RSVPs; otherwise only with this item's. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  scheduleItemId: string | null;

  @ManyToOne(() => ScheduleItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scheduleItemId' })
  scheduleItem?: ScheduleItem;

  @Column({ type: 'varchar', length: 16 })
  kind: QuestionKind;

  @Column({ type: 'varchar', length: 300 })
  prompt: string;

  /** The choices of a choice question, in order; empty for short text. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  options: string[];

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
