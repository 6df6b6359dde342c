import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/user.entity';
import { Announcement } from './announcement.entity';

/** Who an announcement went to, fixed when it was posted: they, and the event's admins, may read it. */
@Entity({ name: 'announcement_recipients' })
export class AnnouncementRecipient {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_announcement_recipients' })
  announcementId: string;

  @ManyToOne(() => Announcement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'announcementId' })
  announcement?: Announcement;

  @Index()
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_announcement_recipients' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;
}
