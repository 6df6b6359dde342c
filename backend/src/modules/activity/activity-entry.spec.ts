import { activityCursor, ActivityRow, describeActivity, parseActivityCursor } from './activity-entry';

const row = (overrides: Partial<ActivityRow>): ActivityRow => ({
  type: 'member_joined',
  id: '6f1d2c3b-0a9e-4b8c-9d7e-1f2a3b4c5d6e',
  at: new Date('2025-06-01T10:00:00.123Z'),
  atText: '2025-06-01T10:00:00.123456Z',
  actorId: 'a1',
  displayName: 'Ana',
  photoURL: null,
  subject: null,
  detail: null,
  timeZone: 'Europe/Madrid',
  person: null,
  ...overrides,
});

describe('describeActivity', () => {
  it.each([
    [row({}), 'joined the event', '/events/e1/members'],
    [row({ type: 'photo_uploaded' }), 'uploaded a photo', '/events/e1/photos'],
    [row({ type: 'photo_uploaded', subject: 'Sunset' }), 'uploaded a photo: Sunset', '/events/e1/photos'],
    [
      row({ type: 'flight_added', subject: 'AMS', detail: 'BCN' }),
      'added a flight from AMS to BCN',
      '/events/e1/travel',
    ],
    [
      row({ type: 'carpool_created', subject: 'Airport', detail: 'Villa' }),
      'offered a carpool from Airport to Villa',
      '/events/e1/travel',
    ],
    [
      row({ type: 'carpool_joined', subject: 'Airport', detail: 'Villa' }),
      'joined the carpool from Airport to Villa',
      '/events/e1/travel',
    ],
    [row({ type: 'schedule_item_added', subject: 'Dinner' }), 'added Dinner to the schedule', '/events/e1'],
    [
      row({ type: 'expense_added', subject: 'Groceries', detail: '12345 USD' }),
      'added an expense: Groceries ($123.45)',
      '/events/e1/costs',
    ],
    [
      row({ type: 'expense_edited', subject: 'Sushi', detail: '1000 JPY' }),
      'edited the expense Sushi (¥1,000)',
      '/events/e1/costs',
    ],
    [
      row({ type: 'expense_deleted', subject: 'Fuel', detail: '500 EUR' }),
      'deleted the expense Fuel (€5.00)',
      '/events/e1/costs',
    ],
    [
      row({ type: 'payment_recorded', subject: 'Ana', detail: '2500 USD', person: 'Ben' }),
      'recorded a payment of $25.00 from Ana to Ben',
      '/events/e1/costs',
    ],
    [row({ type: 'event_created' }), 'created the event', '/events/e1'],
    [row({ type: 'member_removed', subject: 'Ben' }), 'removed Ben from the event', '/events/e1/members'],
    [
      row({ type: 'rsvp_answered', subject: 'Dinner', detail: 'not_going' }),
      'answered Not Going for Dinner',
      '/events/e1',
    ],
    [row({ type: 'rsvp_answered', subject: 'Dinner', detail: 'going' }), 'answered Going for Dinner', '/events/e1'],
    [
      row({ type: 'rsvp_recorded', subject: 'Dinner', detail: 'not_going', person: 'Ben' }),
      "recorded Ben's answer: Not Going to Dinner",
      '/events/e1',
    ],
    [
      row({ type: 'rsvp_recorded', subject: 'Dinner', detail: 'going' }),
      "recorded a guest's answer: Going to Dinner",
      '/events/e1',
    ],
    [
      // 23:30 UTC on Thursday is Friday in Madrid: the event's calendar.
      row({ type: 'dates_set', subject: '2031-09-11T23:30:00Z', detail: '2031-09-14T10:00:00Z' }),
      'set the dates to Fri, Sep 12 – Sun, Sep 14, 2031',
      '/events/e1',
    ],
    [row({ type: 'dates_set', subject: null, detail: null }), 'cleared the dates', '/events/e1'],
    [
      row({ type: 'dates_chosen', subject: '2031-12-31T10:00:00Z', detail: '2032-01-02T10:00:00Z' }),
      'chose Wed, Dec 31, 2031 – Fri, Jan 2, 2032 from the date poll',
      '/events/e1',
    ],
    [
      row({ type: 'dates_set', subject: '2031-09-12T10:00:00Z', detail: null }),
      'set the dates to Fri, Sep 12, 2031',
      '/events/e1',
    ],
    [row({ type: 'role_changed', subject: 'Ben', detail: 'admin' }), 'made Ben an admin', '/events/e1/members'],
    [
      row({ type: 'role_changed', subject: null, detail: 'attendee' }),
      'made a former member a member',
      '/events/e1/members',
    ],
    [
      row({ type: 'announcement_posted', subject: 'The bus leaves at 9.\nBring a jacket.' }),
      'announced: The bus leaves at 9. Bring a jacket.',
      '/events/e1',
    ],
    [
      row({ type: 'comment_added', subject: 'Sunset', detail: 'photo:p1' }),
      'commented on a photo: Sunset',
      '/events/e1/photos?photo=p1',
    ],
    [
      row({ type: 'comment_added', subject: null, detail: 'photo:p1' }),
      'commented on a photo',
      '/events/e1/photos?photo=p1',
    ],
    [
      row({ type: 'comment_added', subject: 'Dinner', detail: 'scheduleItem:s1' }),
      'commented on Dinner',
      '/events/e1?item=s1',
    ],
    [
      row({ type: 'comment_added', subject: 'Airport to Villa', detail: 'carpool:c1' }),
      'commented on the carpool from Airport to Villa',
      '/events/e1/travel?tab=carpools&carpool=c1',
    ],
    [
      row({ type: 'comment_added', subject: 'Casa Azul', detail: 'stay:h1' }),
      'commented on Casa Azul',
      '/events/e1/travel?tab=stays&stay=h1',
    ],
  ])('describes %#', (entry, text, link) => {
    expect(describeActivity(entry, 'e1')).toMatchObject({ type: entry.type, text, link, at: entry.at });
  });

  it('names who did it, or nobody once the account is gone', () => {
    expect(describeActivity(row({}), 'e1').who).toEqual({ userId: 'a1', displayName: 'Ana', photoURL: null });
    expect(describeActivity(row({ actorId: null, displayName: null }), 'e1').who).toBeNull();
  });

  it('keeps the text short', () => {
    const { text } = describeActivity(row({ type: 'photo_uploaded', subject: 'x'.repeat(500) }), 'e1');
    expect(text.length).toBeLessThan(100);
    expect(text.endsWith('…')).toBe(true);
  });

  it('keeps an announcement to one short line', () => {
    const { text } = describeActivity(row({ type: 'announcement_posted', subject: 'word '.repeat(400) }), 'e1');
    expect(text.length).toBeLessThan(100);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('activity cursor', () => {
  it('round-trips the instant with microseconds and the id', () => {
    const cursor = activityCursor(row({}));
    expect(parseActivityCursor(cursor)).toEqual({ at: '2025-06-01T10:00:00.123456Z', id: row({}).id });
  });

  it('rejects anything else', () => {
    expect(parseActivityCursor('2025-06-01T10:00:00Z_abc')).toBeNull();
    expect(parseActivityCursor("1' OR 1=1")).toBeNull();
  });
});
