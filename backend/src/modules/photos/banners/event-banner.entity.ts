import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../../events/event.entity';
import { User } from '../../users/user.entity';
import type { PhotoStatus } from '../photo.entity';

/** A custom banner image of an event; the newest ready one is the event's bannerSettings.customBannerImage. */
@Entity({ name: 'event_banners' })
@Check('CHK_event_banners_status', "status IN ('processing', 'ready', 'failed')")
export class EventBanner {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploadedBy' })
  uploader?: User;

  @Column({ type: 'varchar', length: 200 })
  objectPath: string;

  @Column({ type: 'varchar', length: 16, default: 'processing' })
  status: PhotoStatus;

  /** Bytes stored: the upload's until it is processed, then the banner's file; counts toward storage. */
  @Column({ type: 'bigint', default: 0 })
  sizeBytes: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
