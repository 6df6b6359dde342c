import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * Which of the e-mails that keep a member current they want; a member without a row gets them all.
 * Invitations are not a preference: they are how someone joins.
 */
@Entity({ name: 'email_preferences' })
export class EmailPreferences {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_email_preferences' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_email_preferences_user' })
  user?: User;

  /** When an event's dates are set or change. */
  @Column({ type: 'boolean', default: true })
  eventDates: boolean;

  /** The digest of a schedule's added, changed and cancelled items. */
  @Column({ type: 'boolean', default: true })
  scheduleUpdates: boolean;

  /** A reminder before each item the member is going to. */
  @Column({ type: 'boolean', default: true })
  reminders: boolean;

  /** Organisers' announcements. */
  @Column({ type: 'boolean', default: true })
  announcements: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
