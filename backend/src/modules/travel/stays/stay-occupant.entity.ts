import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { PartyGuest } from '../../members/parties/party-guest.entity';
import { User } from '../../users/user.entity';
import { StayRoom } from './stay-room.entity';
import { Stay } from './stay.entity';

/**
 * Who sleeps in a room: a member or a party's guest. A person has at most one bed in an event, so "who has
 * no bed yet" is one question.
 */
@Entity({ name: 'stay_occupants' })
@Index('UQ_stay_occupants_event_user', ['eventId', 'userId'], { unique: true, where: '"userId" IS NOT NULL' })
@Index('UQ_stay_occupants_event_guest', ['eventId', 'guestId'], { unique: true, where: '"guestId" IS NOT NULL' })
@Check('CHK_stay_occupants_person', 'num_nonnulls("userId", "guestId") = 1')
export class StayOccupant {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid' })
  stayId: string;

  @ManyToOne(() => Stay, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stayId' })
  stay?: Stay;

  @Index()
  @Column({ type: 'uuid' })
  roomId: string;

  @ManyToOne(() => StayRoom, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId' })
  room?: StayRoom;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'uuid', nullable: true })
  guestId: string | null;

  @ManyToOne(() => PartyGuest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guestId' })
  guest?: PartyGuest;

  /** Who put them here: themselves (a claim) or an admin. */
  @Column({ type: 'uuid', nullable: true })
  assignedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
