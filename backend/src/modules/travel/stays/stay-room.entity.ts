import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { Stay } from './stay.entity';

export const ROOM_MIN_CAPACITY = 1;
export const ROOM_MAX_CAPACITY = 20;

/** A room of a stay: its beds, described ("1 queen, 1 sofa bed"), and how many people it sleeps. */
@Entity({ name: 'stay_rooms' })
@Index(['stayId', 'position'])
@Check('CHK_stay_rooms_capacity', `capacity BETWEEN ${ROOM_MIN_CAPACITY} AND ${ROOM_MAX_CAPACITY}`)
export class StayRoom {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  stayId: string;

  @ManyToOne(() => Stay, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stayId' })
  stay?: Stay;

  /** Kept beside the stay so the access guard finds a room's event without a join. */
  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  beds: string | null;

  @Column({ type: 'int' })
  capacity: number;

  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
