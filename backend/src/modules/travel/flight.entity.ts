import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

@Entity({ name: 'flights' })
@Check('CHK_flights_times', '"arrivalTime" > "departureTime"')
@Index(['eventId', 'departureTime'])
// The event's activity feed reads the newest first.
@Index('IDX_flights_event_created', ['eventId', 'createdAt'])
export class Flight {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  airline: string;

  @Column({ type: 'varchar', length: 16 })
  flightNumber: string;

  @Column({ type: 'varchar', length: 100 })
  departure: string;

  @Column({ type: 'varchar', length: 100 })
  arrival: string;

  @Column({ type: 'timestamptz' })
  departureTime: Date;

  @Column({ type: 'timestamptz' })
  arrivalTime: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
