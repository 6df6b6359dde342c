import { notificationCursor, parseNotificationCursor } from './notification-cursor';

describe('notification cursor', () => {
  const entry = { at: '2031-06-01T10:00:00.123456Z', id: '0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e' };

  it('reads back the instant, to the microsecond, and the id', () => {
    expect(parseNotificationCursor(notificationCursor(entry))).toEqual(entry);
  });

  it('refuses anything else', () => {
    for (const cursor of ['', '2031-06-01T10:00:00Z_abc', "1' OR 1=1", `${entry.at}_${entry.id}x`, 'infinity_x']) {
      expect(parseNotificationCursor(cursor)).toBeNull();
    }
  });
});
