import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const userId = '0b6f3c1e-7a3d-4d5e-9f00-1234567890ab';

describe('unsubscribe tokens', () => {
  it('name the member and the kind of e-mail, and read back', () => {
    const token = unsubscribeToken('secret', { userId, kind: 'schedule-digest' });
    expect(readUnsubscribeToken('secret', token)).toEqual({ userId, kind: 'schedule-digest' });
  });

  it('read back for every kind a member can turn off, announcements included', () => {
    for (const kind of [
      'event-dates',
      'schedule-digest',
      'reminder',
      'answer-reminder',
      'ride-offer',
      'announcement',
    ] as const) {
      expect(readUnsubscribeToken('secret', unsubscribeToken('secret', { userId, kind }))).toEqual({ userId, kind });
    }
  });

  it('refuse another secret, another kind or member with the same signature, and garbage', () => {
    const token = unsubscribeToken('secret', { userId, kind: 'reminder' });
    expect(readUnsubscribeToken('other', token)).toBeNull();
    expect(readUnsubscribeToken('secret', token.replace('.reminder.', '.event-dates.'))).toBeNull();
    expect(readUnsubscribeToken('secret', token.replace(userId, userId.replace('0b6f', '1b6f')))).toBeNull();
    expect(readUnsubscribeToken('secret', token.replace('.reminder.', '.invitation.'))).toBeNull();
    for (const garbage of ['', 'x', `${token}x`, token.slice(0, -1), '\u0000'.repeat(90)]) {
      expect(readUnsubscribeToken('secret', garbage)).toBeNull();
    }
  });
});
