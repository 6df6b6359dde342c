import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { User } from '../../users/user.entity';

export const STAY_KINDS = ['hotel', 'rental'] as const;
export type StayKind = (typeof STAY_KINDS)[number];

/**
 * A place the group sleeps: a hotel block (booking link, code, cut-off date) or a rental (address,
 * check-in and check-out). Its rooms hold the beds.
 */
@Entity({ name: 'stays' })
@Index(['eventId', 'createdAt'])
@Check('CHK_stays_kind', "kind IN ('hotel', 'rental')")
@Check('CHK_stays_times', '"checkOut" IS NULL OR "checkIn" IS NULL OR "checkOut" > "checkIn"')
export class Stay {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'varchar', length: 8 })
  kind: StayKind;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  bookingUrl: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  bookingCode: string | null;

  /** A hotel block's last day to book at the group rate. */
  @Column({ type: 'date', nullable: true })
  bookingCutoff: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkIn: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkOut: Date | null;

  /** Whether members may take a free bed themselves; otherwise only admins assign beds. */
  @Column({ type: 'boolean', default: false })
  membersClaimBeds: boolean;

  @Index()
  @Column({ type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'createdBy' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
