import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** One thing an operator did in the console. The e-mail stays when the operator's account is deleted. */
@Entity({ name: 'operator_audit_entries' })
export class OperatorAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  operatorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'operatorId' })
  operator?: User | null;

  @Column({ type: 'varchar', length: 320 })
  operatorEmail: string;

  /** What was done: plan_changed, sign_in_disabled, sign_in_enabled, user_deleted, job_retried, test_email_sent. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** What it was done to: 'user', 'job', 'mail'. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  targetType: string | null;

  /** The user's id, the job's queue and id, the test address… kept as text: the target may be gone. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  targetId: string | null;

  /** A readable line for the audit list ("Plan of ana@example.com: Free → Pro"). */
  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @Index('IDX_operator_audit_entries_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
