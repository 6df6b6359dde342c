import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A user's personal calendar feed: the secret token in its URL is the only credential a calendar app
 * can present. The token is kept, not hashed, because the user may copy the same URL again into another
 * app; rotating it is how a leaked URL is revoked.
 */
@Entity({ name: 'calendar_feeds' })
@Unique('UQ_calendar_feeds_token', ['token'])
export class CalendarFeed {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** 32 random bytes in base64url (256 bits). */
  @Column({ type: 'varchar', length: 64 })
  token: string;

  /** When the current token was issued. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
