import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { AuthSession } from './auth-session.entity';

/**
 * One refresh token of a sign-in session. The tokens of one session form its family: each use rotates to
 * a new row. A spent token presented again within the reuse interval (a reload racing its own refresh)
 * gets a successor too; later, it revokes the session (it was stolen or replayed). Only a hash is stored.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index()
  @Column({ type: 'uuid' })
  familyId: string;

  @ManyToOne(() => AuthSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'familyId', foreignKeyConstraintName: 'FK_refresh_tokens_session' })
  session?: AuthSession;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
