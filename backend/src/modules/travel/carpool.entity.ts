import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

export const CARPOOL_MIN_SEATS = 1;
export const CARPOOL_MAX_SEATS = 8;
export const CARPOOL_DEFAULT_SEATS = 4;

/** The driver takes the first seat, so currentSeats is 1 + the passenger rows. */
@Entity({ name: 'carpools' })
@Index(['eventId', 'departureTime'])
// The event's activity feed reads the newest first.
@Index('IDX_carpools_event_created', ['eventId', 'createdAt'])
@Check('CHK_carpools_max_seats', '"maxSeats" BETWEEN 1 AND 8')
@Check('CHK_carpools_current_seats', '"currentSeats" BETWEEN 1 AND "maxSeats"')
export class Carpool {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid' })
  driverId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'driverId' })
  driver?: User;

  @Column({ type: 'varchar', length: 200 })
  fromLocation: string;

  @Column({ type: 'varchar', length: 200 })
  toLocation: string;

  @Column({ type: 'timestamptz' })
  departureTime: Date;

  @Column({ type: 'int', default: CARPOOL_DEFAULT_SEATS })
  maxSeats: number;

  @Column({ type: 'int', default: 1 })
  currentSeats: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
