import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export interface ThemeColors {
  primary?: string;
  secondary?: string;
  tertiary?: string;
  background?: string;
  surface?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export type BannerStyle = 'contained' | 'full-width';

export interface BannerSettings {
  style?: BannerStyle;
  autoRotate?: boolean;
  rotateInterval?: number;
  customBannerImage?: string | null;
}

@Entity({ name: 'events' })
export class Event {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  /** What to wear, in a line. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  dressCode: string | null;

  /** A gift list or registry, an http(s) URL. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  registryUrl: string | null;

  /** Questions guests ask, with their answers, in the order the admins set. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  faq: FaqEntry[];

  /** When an admin last reminded everyone who had not answered: at most once a day. */
  @Column({ type: 'timestamptz', nullable: true })
  guestsRemindedAt: Date | null;

  /** The IANA zone the event happens in: its schedule is shown and grouped by day there. */
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  /** The event's own calendar entry's SEQUENCE: it rises whenever what a calendar shows of it changes. */
  @Column({ type: 'int', default: 0 })
  calendarSequence: number;

  /** When the dates last changed; the members are e-mailed once they have stayed put a moment. */
  @Column({ type: 'timestamptz', nullable: true })
  datesChangedAt: Date | null;

  /** The dates the members were last e-mailed about. */
  @Column({ type: 'timestamptz', nullable: true })
  datesNotifiedStart: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  datesNotifiedEnd: Date | null;

  /** ISO 4217: what the event's costs and balances are counted in; fixed once costs are recorded. */
  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  customLogo: string | null;

  /** Only the colours an admin chose; defaults are applied when the event is read. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  themeColors: ThemeColors;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  bannerSettings: BannerSettings;

  /** The creator is the event's first admin; both columns are kept because the spec names both. */
  @Index()
  @Column({ type: 'uuid' })
  adminId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'adminId' })
  admin?: User;

  @Index()
  @Column({ type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'createdBy' })
  creator?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
