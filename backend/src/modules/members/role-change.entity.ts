import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';
import type { MemberRole } from '../../common/access/member-role';

/** The audit trail of role changes; kept when the people involved leave. */
@Entity({ name: 'role_changes' })
@Check(
  'CHK_role_changes_roles',
  "\"oldRole\" IN ('creator', 'admin', 'attendee') AND \"newRole\" IN ('creator', 'admin', 'attendee')",
)
@Index(['eventId', 'changedAt'])
export class RoleChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  changedUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changedUserId' })
  changedUser?: User;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  changedByUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changedByUserId' })
  changedByUser?: User;

  @Column({ type: 'varchar', length: 16 })
  oldRole: MemberRole;

  @Column({ type: 'varchar', length: 16 })
  newRole: MemberRole;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt: Date;
}
