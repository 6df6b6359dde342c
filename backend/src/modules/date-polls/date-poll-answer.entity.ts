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
import { User } from '../users/user.entity';
import { DatePollOption } from './date-poll-option.entity';

export const DATE_POLL_ANSWERS = ['yes', 'if_need_be', 'no'] as const;
export type DatePollAnswerValue = (typeof DATE_POLL_ANSWERS)[number];

/** A member's answer to one candidate date range. */
@Entity({ name: 'date_poll_answers' })
@Check('CHK_date_poll_answers_answer', "answer IN ('yes', 'if_need_be', 'no')")
@Unique('UQ_date_poll_answers_option_user', ['optionId', 'userId'])
export class DatePollAnswer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  optionId: string;

  @ManyToOne(() => DatePollOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'optionId' })
  option?: DatePollOption;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  answer: DatePollAnswerValue;

  @UpdateDateColumn({ type: 'timestamptz' })
  answeredAt: Date;
}
