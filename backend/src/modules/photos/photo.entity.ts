import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

export const PHOTO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** The sizes the image worker writes; `original` is the full-size image without its metadata. */
export const PHOTO_SIZES = ['thumb', 'preview', 'original'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

@Entity({ name: 'photos' })
@Index(['eventId', 'uploadedAt'])
// The gallery lists ready photos newest first, a page at a time.
@Index('IDX_photos_event_ready', ['eventId', 'uploadedAt'], { where: "status = 'ready'" })
@Check('CHK_photos_status', "status IN ('processing', 'ready', 'failed')")
export class Photo {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: Event;

  /** Photos stay in the gallery when their uploader's account is deleted. */
  @Index()
  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploadedBy' })
  uploader?: User;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ type: 'varchar', length: 512 })
  objectPath: string;

  /**
   * Bytes stored for the photo: the upload's until it is processed, then its three files' (the upload is
   * deleted). Counts toward the event creator's storage.
   */
  @Column({ type: 'bigint', default: 0 })
  sizeBytes: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  caption: string | null;

  /** Kept equal to the number of photo_votes rows by the same statement that changes them. */
  @Column({ type: 'int', default: 0 })
  votes: number;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  /** Only `ready` photos are listed; the uploader sees why a `failed` one was refused. */
  @Column({ type: 'varchar', length: 16, default: 'processing' })
  status: PhotoStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  /** Format of the full-size image the worker wrote (jpeg, png, webp or gif). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  originalFormat: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  uploadedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
