import { addMember, SignedInUser, TestApp, uniqueEmail } from './test-app';

export const CALLERS = ['anonymous', 'outsider', 'attendee', 'admin', 'creator'] as const;
export type Caller = (typeof CALLERS)[number];

export interface EventFixture {
  eventId: string;
  users: Record<Exclude<Caller, 'anonymous'>, SignedInUser>;
  /** Headers for a caller; none for the anonymous one. */
  headers: (caller: Caller) => Record<string, string>;
}

/** An event created through the API by a Pro user, with an admin, an attendee and a signed-in stranger. */
export async function createEventFixture(t: TestApp, name = 'Lake Weekend'): Promise<EventFixture> {
  const [creator, admin, attendee, outsider] = await Promise.all([
    t.signIn(uniqueEmail('creator'), { plan: 'paid' }),
    t.signIn(uniqueEmail('admin')),
    t.signIn(uniqueEmail('attendee')),
    t.signIn(uniqueEmail('outsider')),
  ]);
  const created = await t
    .http()
    .post('/api/events')
    .set(creator.auth)
    .send({ name, description: 'Three days by the lake', location: 'Lake Tahoe' })
    .expect(201);
  const eventId: string = created.body.event.id;
  await addMember(t.db, eventId, admin.id, 'admin');
  await addMember(t.db, eventId, attendee.id, 'attendee');
  const users = { creator, admin, attendee, outsider };
  return {
    eventId,
    users,
    headers: (caller) => (caller === 'anonymous' ? {} : users[caller].auth),
  };
}
