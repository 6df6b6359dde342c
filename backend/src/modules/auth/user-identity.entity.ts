import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * An account at an OpenID Connect provider other than Google, keyed by issuer and subject (a subject is
 * unique only within its issuer). Google's subject stays on `users.googleSubject`.
 */
@Entity({ name: 'user_identities' })
@Unique('UQ_user_identities_issuer_subject', ['issuer', 'subject'])
export class UserIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_user_identities_userId')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 500 })
  issuer: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
