import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { PartyGuest } from '../../members/parties/party-guest.entity';
import { User } from '../../users/user.entity';
import { RsvpQuestion } from './rsvp-question.entity';

/** One person's answer to one question: a member's (userId) or a party guest's (guestId), never both. */
@Entity({ name: 'rsvp_question_answers' })
@Check('CHK_rsvp_question_answers_person', 'num_nonnulls("userId", "guestId") = 1')
@Unique('UQ_rsvp_question_answers_question_user', ['questionId', 'userId'])
@Unique('UQ_rsvp_question_answers_question_guest', ['questionId', 'guestId'])
export class RsvpQuestionAnswer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  questionId: string;

  @ManyToOne(() => RsvpQuestion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'questionId' })
  question?: RsvpQuestion;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  guestId: string | null;

  @ManyToOne(() => PartyGuest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guestId' })
  guest?: PartyGuest;

  /** The chosen options, or the one short text. */
  @Column({ type: 'jsonb' })
  value: string[];

  @UpdateDateColumn({ type: 'timestamptz' })
  answeredAt: Date;
}
