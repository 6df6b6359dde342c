import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Party } from '../members/parties/party.entity';
import { ScheduleItem } from './schedule-item.entity';

/** A party invited to a schedule item whose audience is 'parties'. */
@Entity({ name: 'schedule_item_parties' })
export class ScheduleItemParty {
  @PrimaryColumn({ type: 'uuid' })
  scheduleItemId: string;

  @ManyToOne(() => ScheduleItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'scheduleItemId' })
  scheduleItem?: ScheduleItem;

  @Index()
  @PrimaryColumn({ type: 'uuid' })
  partyId: string;

  @ManyToOne(() => Party, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partyId' })
  party?: Party;
}
