import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';

/** The most guests a party may bring besides its members. */
export const MAX_PARTY_GUESTS = 10;

/**
 * Who comes together: one or more members (a couple invited separately, once joined) and the guests they
 * bring, up to `guestLimit`. Every member of an event is in exactly one party; any of them answers for all.
 */
@Entity({ name: 'parties' })
@Check('CHK_parties_guest_limit', `"guestLimit" BETWEEN 0 AND ${MAX_PARTY_GUESTS}`)
export class Party {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  /** How many guests without an account the party may bring, set by an admin. */
  @Column({ type: 'int', default: 0 })
  guestLimit: number;

  /** When an admin's reminder to answer last went to this party. */
  @Column({ type: 'timestamptz', nullable: true })
  lastRemindedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
