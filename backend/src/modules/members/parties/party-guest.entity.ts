import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { Party } from './party.entity';

export const AGE_GROUPS = ['adult', 'child'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** A person a party brings who has no account: a plus-one or a child. Goes with the party. */
@Entity({ name: 'party_guests' })
@Check('CHK_party_guests_age_group', "\"ageGroup\" IN ('adult', 'child')")
export class PartyGuest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  partyId: string;

  @ManyToOne(() => Party, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partyId' })
  party?: Party;

  /** Kept beside the party so a guest is found in its event without a join. */
  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  /** Null until someone names them: "named now or later". */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 8, default: 'adult' })
  ageGroup: AgeGroup;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
