import { insertNotificationsStatement, NOTIFICATION_TEXT_LENGTH, notificationText } from './notification-rows';

describe('notification rows', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(notificationText('Ana: see you\n\nat  noon ')).toBe('Ana: see you at noon');
  });

  it('cuts a long text to 140 characters ending in an ellipsis', () => {
    const text = notificationText('a'.repeat(500));
    expect(Array.from(text)).toHaveLength(NOTIFICATION_TEXT_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });

  it('keeps a text of exactly 140 characters whole', () => {
    expect(notificationText('b'.repeat(140))).toBe('b'.repeat(140));
  });

  it('never cuts an emoji in half', () => {
    const text = notificationText('🎉'.repeat(200));
    expect(Array.from(text)).toHaveLength(NOTIFICATION_TEXT_LENGTH);
    expect(text).toBe(`${'🎉'.repeat(NOTIFICATION_TEXT_LENGTH - 1)}…`);
  });

  it('builds no statement for no rows, and one INSERT with cut texts for some', () => {
    expect(insertNotificationsStatement([])).toBeNull();
    const statement = insertNotificationsStatement([
      {
        userId: 'u1',
        eventId: 'e1',
        kind: 'mention',
        actorId: null,
        subjectId: 's1',
        text: 'x'.repeat(200),
        link: '/events/e1',
        dedupeKey: 'mention:s1:u1',
      },
    ]);
    expect(statement?.text).toContain('ON CONFLICT ("dedupeKey") DO NOTHING');
    expect((statement?.values[5] as string[])[0]).toHaveLength(NOTIFICATION_TEXT_LENGTH);
  });
});
