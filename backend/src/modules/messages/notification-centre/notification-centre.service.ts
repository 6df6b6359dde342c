import { Injectable, NotFoundException } from '@nestjs/common';
import type { NotificationItemResponse, NotificationPageResponse } from './dto/notification.dto';
import { NotificationCentreRepository, type NotificationRowRead } from './notification-centre.repository';
import { FIRST_PAGE, notificationCursor, parseNotificationCursor } from './notification-cursor';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The caller's own notification centre: what they were told, newest first, and what they have read. */
@Injectable()
export class NotificationCentreService {
  constructor(private readonly notifications: NotificationCentreRepository) {}

  async list(userId: string, limit: number, before?: string): Promise<NotificationPageResponse> {
    const cursor = (before && parseNotificationCursor(before)) || FIRST_PAGE;
    // One row more than the page tells whether an older page exists.
    const [rows, unreadCount] = await Promise.all([
      this.notifications.before(userId, cursor, limit + 1),
      this.notifications.unreadCount(userId),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      notifications: page.map(toItem),
      unreadCount,
      nextCursor: rows.length > limit && last ? notificationCursor({ at: last.atText, id: last.id }) : null,
    };
  }

  unreadCount(userId: string): Promise<number> {
    return this.notifications.unreadCount(userId);
  }

  /** Someone else's entry, or one of an event the caller has left, is not found. */
  async markRead(userId: string, notificationId: string): Promise<void> {
    if (!(await this.notifications.markRead(userId, notificationId))) {
      throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    }
  }

  markAllRead(userId: string): Promise<void> {
    return this.notifications.markAllRead(userId);
  }
}

function toItem(row: NotificationRowRead): NotificationItemResponse {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    eventId: row.eventId,
    eventName: row.eventName,
    createdAt: row.createdAt,
    read: row.read,
    actor:
      row.actorId && row.actorName !== null
        ? { userId: row.actorId, displayName: row.actorName, photoURL: row.actorPhotoURL }
        : null,
  };
}
