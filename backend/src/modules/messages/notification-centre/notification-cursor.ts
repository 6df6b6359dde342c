/** Where a page of someone's notifications starts: entries strictly older than this instant and id. */
export interface NotificationCursor {
  /** The instant with microseconds, as PostgreSQL keeps it: the cursor must not lose precision. */
  at: string;
  id: string;
}

/** Newer than anything: the first page. */
export const FIRST_PAGE: NotificationCursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

export const NOTIFICATION_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients: the entry's instant (microseconds, UTC) and id. */
export function notificationCursor(entry: NotificationCursor): string {
  return `${entry.at}_${entry.id}`;
}

export function parseNotificationCursor(cursor: string): NotificationCursor | null {
  const match = NOTIFICATION_CURSOR.exec(cursor);
  return match ? { at: match[1]!, id: match[2]! } : null;
}
