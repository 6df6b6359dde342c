import { NotificationOutboxRepository } from '../src/modules/notifications/notification-outbox.repository';
import { digestLines, soleAuthor } from '../src/modules/notifications/schedule-digest';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';

/**
 * A schedule item for chosen parties only (the rehearsal dinner): the invited parties' members and the
 * admins see it; to everyone else it does not exist, in the schedule, calendars, activity and e-mails.
 */
describe('Private schedule items', () => {
  let t: TestApp;
  let f: EventFixture;
  /** Alice is in party A; Bob, in a party of his own, is not invited. */
  let alice: SignedInUser;
  let bob: SignedInUser;
  let partyA: string;
  let rehearsal: string;

  const http = () => t.http();
  const partyOf = async (user: SignedInUser) =>
    (
      await t.db.query('SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
        f.eventId,
        user.id,
      ])
    )[0].partyId as string;
  const post = (body: object) =>
    http()
      .post(`/api/events/${f.eventId}/schedule`)
      .set(f.users.admin.auth)
      .send({ title: 'Dinner', startTime: '2031-06-12T19:30:00Z', ...body });
  const titles = async (user: SignedInUser) =>
    (await http().get(`/api/events/${f.eventId}/schedule`).set(user.auth).expect(200)).body.schedule.map(
      (item: { title: string }) => item.title,
    );
  const feed = async (user: SignedInUser) => {
    const { url } = (await http().get('/api/user/calendar-feed').set(user.auth).expect(200)).body.feed;
    return (await http().get(new URL(url).pathname).expect(200)).text;
  };
  const activity = async (user: SignedInUser) =>
    JSON.stringify((await http().get(`/api/events/${f.eventId}/activity`).set(user.auth).expect(200)).body.activity);
  const outbox = async (kind: string) =>
    (await t.db.query(
      `SELECT "userId", payload, "dedupeKey" FROM mail_outbox WHERE "eventId" = $1 AND kind = $2 ORDER BY "createdAt", id`,
      [f.eventId, kind],
    )) as { userId: string; payload: { lines?: { title: string; change: string }[] }; dedupeKey: string }[];
  /** The worker's outbox writes, on the test's database. */
  const notifications = () => new NotificationOutboxRepository(t.db);
  /** The digest of the event's waiting changes, composed as the worker's planner composes it. */
  const digest = () =>
    notifications().digest(f.eventId, (changes) => {
      const lines = digestLines(changes);
      return lines.length > 0 ? { payload: { lines }, except: soleAuthor(changes) } : null;
    });
  const digestTitles = (rows: Awaited<ReturnType<typeof outbox>>, user: SignedInUser) =>
    rows.filter((row) => row.userId === user.id).flatMap((row) => row.payload.lines!.map((line) => line.title));

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t, 'Private Wedding');
    [alice, bob] = await Promise.all([t.signIn(uniqueEmail('alice')), t.signIn(uniqueEmail('bob'))]);
    await addMember(t.db, f.eventId, alice.id, 'attendee');
    await addMember(t.db, f.eventId, bob.id, 'attendee');
    partyA = await partyOf(alice);
  });
  afterAll(() => t.close());

  it('refuses a private item without parties, or with a party of another event', async () => {
    const none = await post({ audience: 'parties' }).expect(400);
    expect(none.body.message).toBe('Choose at least one party for an item for chosen parties');
    await post({ audience: 'parties', partyIds: [] }).expect(400);
    const other = await createEventFixture(t, 'Someone Else’s Party');
    const [{ partyId: foreign }] = await t.db.query(
      'SELECT "partyId" FROM event_members WHERE "eventId" = $1 LIMIT 1',
      [other.eventId],
    );
    const wrong = await post({ audience: 'parties', partyIds: [partyA, foreign] }).expect(400);
    expect(wrong.body.message).toBe('Party not found');
    expect((await post({ audience: 'parties', partyIds: ['nope'] }).expect(400)).body.message).toBe('Party not found');
    await post({ audience: 'everyone', partyIds: [partyA] }).expect(400);
    await post({ audience: 'friends' }).expect(400);
    // Nothing half-written: no item, no change for the digest.
    expect(await t.db.query('SELECT id FROM event_schedule WHERE "eventId" = $1', [f.eventId])).toEqual([]);
    expect(await t.db.query('SELECT id FROM schedule_changes WHERE "eventId" = $1', [f.eventId])).toEqual([]);
  });

  it('is seen and answered by the invited party and the admins only; to the others it is not found', async () => {
    const created = await post({
      title: 'Rehearsal dinner',
      startTime: '2031-06-11T19:00:00Z',
      audience: 'parties',
      partyIds: [partyA],
    }).expect(201);
    expect(created.body.item).toMatchObject({ audience: 'parties', partyIds: [partyA] });
    rehearsal = created.body.item.id;
    await post({ title: 'Welcome drinks' }).expect(201);

    expect(await titles(alice)).toEqual(['Rehearsal dinner', 'Welcome drinks']);
    expect(await titles(bob)).toEqual(['Welcome drinks']);
    expect(await titles(f.users.attendee)).toEqual(['Welcome drinks']);
    for (const admin of [f.users.admin, f.users.creator]) {
      expect(await titles(admin)).toEqual(['Rehearsal dinner', 'Welcome drinks']);
    }
    // Which parties are invited is the admins' business.
    const seenByAlice = (await http().get(`/api/events/${f.eventId}/schedule`).set(alice.auth).expect(200)).body
      .schedule[0];
    expect(seenByAlice).toMatchObject({ title: 'Rehearsal dinner', audience: 'parties', partyIds: [] });

    await http().put(`/api/schedule/${rehearsal}/rsvp`).set(alice.auth).send({ status: 'going' }).expect(200);
    await http().get(`/api/schedule/${rehearsal}/respondents`).set(alice.auth).expect(200);
    await http().get(`/api/calendar/items/${rehearsal}.ics`).set(alice.auth).expect(200);

    const notFound = 'Schedule item not found';
    const refusals = [
      http().put(`/api/schedule/${rehearsal}/rsvp`).set(bob.auth).send({ status: 'going' }),
      http().get(`/api/schedule/${rehearsal}/respondents`).set(bob.auth),
      http().get(`/api/calendar/items/${rehearsal}.ics`).set(bob.auth),
      http().patch(`/api/schedule/${rehearsal}`).set(bob.auth).send({ title: 'Mine now' }),
      http().delete(`/api/schedule/${rehearsal}`).set(bob.auth),
    ];
    for (const refusal of refusals) expect((await refusal.expect(404)).body.message).toBe(notFound);
    expect(await t.db.query('SELECT id FROM rsvps WHERE "userId" = $1', [bob.id])).toEqual([]);

    const eventCalendar = (user: SignedInUser) =>
      http().get(`/api/calendar/events/${f.eventId}.ics`).set(user.auth).expect(200);
    expect((await eventCalendar(alice)).text).toContain('Rehearsal dinner');
    expect((await eventCalendar(bob)).text).not.toContain('Rehearsal dinner');
    expect((await eventCalendar(bob)).text).toContain('Welcome drinks');
  });

  it('leaves the calendar feed, the reminder and the activity of those it is not for', async () => {
    // Both answered while the brunch was for everyone; then it became party A's.
    const brunch = (await post({ title: 'Farewell brunch', startTime: '2031-06-14T10:00:00Z' }).expect(201)).body.item;
    for (const user of [alice, bob]) {
      await http().put(`/api/schedule/${brunch.id}/rsvp`).set(user.auth).send({ status: 'going' }).expect(200);
    }
    expect(await feed(bob)).toContain('Farewell brunch');
    const made = await http()
      .patch(`/api/schedule/${brunch.id}`)
      .set(f.users.admin.auth)
      .send({ audience: 'parties', partyIds: [partyA] })
      .expect(200);
    expect(made.body.item).toMatchObject({ audience: 'parties', partyIds: [partyA] });

    const alicesFeed = await feed(alice);
    expect(alicesFeed).toContain('Farewell brunch');
    expect(alicesFeed).toContain('Rehearsal dinner');
    const bobsFeed = await feed(bob);
    expect(bobsFeed).not.toContain('Farewell brunch');
    expect(bobsFeed).not.toContain('Rehearsal dinner');

    expect(await notifications().remind(brunch.id, new Date(brunch.startTime))).toHaveLength(1);
    expect((await outbox('reminder')).map((row) => row.userId)).toEqual([alice.id]);

    expect(await activity(alice)).toContain('Rehearsal dinner');
    const bobsActivity = await activity(bob);
    expect(bobsActivity).not.toContain('Rehearsal dinner');
    expect(bobsActivity).not.toContain('Farewell brunch');
    expect(bobsActivity).toContain('Welcome drinks');
    expect(await activity(f.users.admin)).toContain('Rehearsal dinner');
  });

  it('tells its changes and its cancellation only to those it is for', async () => {
    await digest();
    const first = await outbox('schedule-digest');
    expect(digestTitles(first, alice).sort()).toEqual(['Farewell brunch', 'Rehearsal dinner', 'Welcome drinks']);
    expect(digestTitles(first, f.users.creator).sort()).toEqual([
      'Farewell brunch',
      'Rehearsal dinner',
      'Welcome drinks',
    ]);
    expect(digestTitles(first, bob)).toEqual(['Welcome drinks']);
    // The admin made every change: they know them already.
    expect(digestTitles(first, f.users.admin)).toEqual([]);

    const toast = await post({ title: 'Secret toast', audience: 'parties', partyIds: [partyA] }).expect(201);
    await digest();
    await http().delete(`/api/schedule/${toast.body.item.id}`).set(f.users.creator.auth).expect(204);
    await digest();
    const later = (await outbox('schedule-digest')).slice(first.length);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((row) => row.userId === bob.id)).toEqual([]);
    expect(later.filter((row) => row.userId === f.users.attendee.id)).toEqual([]);
    const alicesLines = later.filter((row) => row.userId === alice.id).flatMap((row) => row.payload.lines);
    expect(alicesLines).toEqual([
      expect.objectContaining({ change: 'added', title: 'Secret toast' }),
      expect.objectContaining({ change: 'cancelled', title: 'Secret toast' }),
    ]);
    expect(later.filter((row) => row.userId === f.users.admin.id)).toHaveLength(1);
  });

  it('is seen by a member joined into an invited party, and made for everyone again by an admin', async () => {
    await http()
      .post(`/api/events/${f.eventId}/parties/${partyA}/members`)
      .set(f.users.admin.auth)
      .send({ userId: bob.id })
      .expect(200);
    expect(await titles(bob)).toContain('Rehearsal dinner');
    await http().get(`/api/schedule/${rehearsal}/respondents`).set(bob.auth).expect(200);

    expect(await titles(f.users.attendee)).not.toContain('Rehearsal dinner');
    const open = await http()
      .patch(`/api/schedule/${rehearsal}`)
      .set(f.users.admin.auth)
      .send({ audience: 'everyone' })
      .expect(200);
    expect(open.body.item).toMatchObject({ audience: 'everyone', partyIds: [] });
    expect(await titles(f.users.attendee)).toContain('Rehearsal dinner');
    expect(await t.db.query('SELECT * FROM schedule_item_parties WHERE "scheduleItemId" = $1', [rehearsal])).toEqual(
      [],
    );
  });
});
