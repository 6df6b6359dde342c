import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/user.entity';

export const UPLOAD_STATUSES = ['pending', 'receiving', 'received', 'refused', 'used'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * A signed upload URL handed to one user: valid 15 minutes, used once, and only by its owner when the
 * photo record is created. Kept in PostgreSQL so any API instance can check it.
 */
@Entity({ name: 'uploads' })
@Index('IDX_uploads_unattached_user', ['userId'], { where: "status <> 'used'" })
@Check('CHK_uploads_status', "status IN ('pending', 'receiving', 'received', 'refused', 'used')")
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 200, unique: true })
  objectKey: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: UploadStatus;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'bigint', nullable: true })
  sizeBytes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
