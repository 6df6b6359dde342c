import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from './user.entity';

export const PROFILE_VISIBILITY = ['public', 'event_members', 'organizers_only'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITY)[number];

@Entity({ name: 'event_user_profiles' })
@Check('CHK_event_user_profiles_visibility', "\"profileVisibility\" IN ('public', 'event_members', 'organizers_only')")
@Unique('UQ_event_user_profiles_event_user', ['eventId', 'userId'])
export class EventUserProfile {
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

  @Column({ type: 'varchar', length: 64, nullable: true })
  eventNickname: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  eventBio: string | null;

  /** Free text such as "Best Man"; unrelated to the member's permission role. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  role: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  roomingPreferences: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  transportationNotes: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  eventEmergencyContact: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  eventEmergencyContactPhone: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  eventDietaryNotes: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  eventAllergies: string[];

  @Column({ type: 'varchar', length: 1000, nullable: true })
  specialRequests: string | null;

  @Column({ type: 'varchar', length: 16, default: 'event_members' })
  profileVisibility: ProfileVisibility;

  @Column({ type: 'boolean', default: false })
  isProfileComplete: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
