import { CALLERS, createEventFixture, EventFixture } from './support/event-fixture';
import { expectRefused } from './support/expect-refused';
import { countQueries } from './support/query-counter';
import { addMember, startTestApp, TestApp, uniqueEmail } from './support/test-app';

interface Entry {
  id: string;
  type: string;
  text: string;
  at: string;
  who: { userId: string; displayName: string; photoURL: string | null } | null;
  link: string;
}

describe('Event activity', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const read = (f: EventFixture, query = '') =>
    t.http().get(`/api/events/${f.eventId}/activity${query}`).set(f.users.attendee.auth);

  /** Every page, following nextCursor. */
  async function readAll(f: EventFixture, limit: number) {
    const pages: Entry[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=${limit}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
      const response = await read(f, query).expect(200);
      pages.push(response.body.activity);
      cursor = response.body.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it.each(CALLERS)('%s: read the activity', async (caller) => {
    const f = await createEventFixture(t);
    const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
    const response = await t.http().get(`/api/events/${f.eventId}/activity`).set(f.headers(caller));
    expect(response.status).toBe(expected);
  });

  it('shows what happened in the event, newest first, with who, what, when and where to look', async () => {
    const f = await createEventFixture(t, 'Lake Weekend');
    const { creator, admin, attendee } = f.users;
    const step = async (send: () => PromiseLike<unknown>) => {
      await send();
      // Entries of separate steps must not share an instant, so the expected order is the order of the steps.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await step(() =>
      t
        .http()
        .post(`/api/events/${f.eventId}/flights`)
        .set(attendee.auth)
        .send({
          airline: 'KLM',
          flightNumber: 'KL1',
          departure: 'AMS',
          arrival: 'RNO',
          departureTime: '2025-06-12T08:00:00Z',
          arrivalTime: '2025-06-12T18:00:00Z',
        })
        .expect(201),
    );
    let carpoolId = '';
    await step(async () => {
      const response = await t
        .http()
        .post(`/api/events/${f.eventId}/carpools`)
        .set(admin.auth)
        .send({ fromLocation: 'Reno airport', toLocation: 'The cabin', departureTime: '2025-06-12T19:00:00Z' })
        .expect(201);
      carpoolId = response.body.carpool.id;
    });
    await step(() => t.http().post(`/api/carpools/${carpoolId}/join`).set(attendee.auth).expect(200));
    await step(() =>
      t
        .http()
        .post(`/api/events/${f.eventId}/schedule`)
        .set(creator.auth)
        .send({ title: 'Campfire', startTime: '2025-06-12T21:00:00Z' })
        .expect(201),
    );
    await step(() =>
      t
        .http()
        .patch(`/api/events/${f.eventId}/members/${attendee.id}/role`)
        .set(creator.auth)
        .send({ role: 'admin' })
        .expect(200),
    );
    await step(() =>
      t.db.query(
        `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", caption, status)
         VALUES ($1, $2, 'a.jpg', 'a', 'Sunset, lake', 'ready'), ($1, $2, 'b.jpg', 'b', 'Still processing', 'processing')`,
        [f.eventId, admin.id],
      ),
    );

    const response = await read(f).expect(200);
    const activity: Entry[] = response.body.activity;
    expect(response.body.nextCursor).toBeNull();
    const base = `/events/${f.eventId}`;
    expect(activity.map(({ type, text, link, who }) => ({ type, text, link, who: who?.userId }))).toEqual([
      { type: 'photo_uploaded', text: 'uploaded a photo: Sunset, lake', link: `${base}/photos`, who: admin.id },
      {
        type: 'role_changed',
        text: expect.stringMatching(/^made .+ an admin$/),
        link: `${base}/members`,
        who: creator.id,
      },
      { type: 'schedule_item_added', text: 'added Campfire to the schedule', link: base, who: creator.id },
      {
        type: 'carpool_joined',
        text: 'joined the carpool from Reno airport to The cabin',
        link: `${base}/travel`,
        who: attendee.id,
      },
      {
        type: 'carpool_created',
        text: 'offered a carpool from Reno airport to The cabin',
        link: `${base}/travel`,
        who: admin.id,
      },
      { type: 'flight_added', text: 'added a flight from AMS to RNO', link: `${base}/travel`, who: attendee.id },
      // The fixture added the admin and the attendee right after creating the event.
      { type: 'member_joined', text: 'joined the event', link: `${base}/members`, who: expect.any(String) },
      { type: 'member_joined', text: 'joined the event', link: `${base}/members`, who: expect.any(String) },
      { type: 'event_created', text: 'created the event', link: base, who: creator.id },
    ]);
    expect(activity[0]).toEqual({
      id: expect.any(String),
      type: 'photo_uploaded',
      text: 'uploaded a photo: Sunset, lake',
      at: expect.any(String),
      who: { userId: admin.id, displayName: expect.any(String), photoURL: null },
      link: `${base}/photos`,
    });
    const times = activity.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('says who removed a member and keeps their joining under their name; their answers go with them', async () => {
    const f = await createEventFixture(t);
    const leaver = await t.signIn(uniqueEmail('leaver'));
    await t.db.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [leaver.id, 'Lea Leaver']);
    await addMember(t.db, f.eventId, leaver.id, 'attendee');
    const item = await t
      .http()
      .post(`/api/events/${f.eventId}/schedule`)
      .set(f.users.admin.auth)
      .send({ title: 'Campfire', startTime: '2027-06-12T21:00:00Z' })
      .expect(201);
    await t
      .http()
      .put(`/api/schedule/${item.body.item.id}/rsvp`)
      .set(leaver.auth)
      .send({ status: 'not_going' })
      .expect(200);
    await t.http().delete(`/api/events/${f.eventId}/members/${leaver.id}`).set(f.users.admin.auth).expect(204);

    const activity: Entry[] = (await read(f, '?limit=100').expect(200)).body.activity;
    const summary = activity.map(({ type, text, who }) => ({ type, text, who: who?.displayName ?? null }));
    const adminName = activity.find((entry) => entry.who?.userId === f.users.admin.id)!.who!.displayName;
    expect(summary.slice(0, 3)).toEqual([
      { type: 'member_removed', text: 'removed Lea Leaver from the event', who: adminName },
      { type: 'schedule_item_added', text: 'added Campfire to the schedule', who: adminName },
      { type: 'member_joined', text: 'joined the event', who: 'Lea Leaver' },
    ]);
    expect(activity[0]!.link).toBe(`/events/${f.eventId}/members`);
  });

  it('lists the dates set in the settings, cleared, and chosen from the date poll, in the event’s zone', async () => {
    const f = await createEventFixture(t);
    const { admin, creator } = f.users;
    const put = (body: object) => t.http().put(`/api/events/${f.eventId}`).set(admin.auth).send(body).expect(200);
    await put({ timeZone: 'Europe/Madrid' });
    // 23:30 UTC on Thursday is already Friday in Madrid.
    await put({ startDate: '2031-09-11T23:30:00Z', endDate: '2031-09-14T10:00:00Z' });
    await put({ startDate: null, endDate: null });
    const option = await t
      .http()
      .post(`/api/events/${f.eventId}/date-poll/options`)
      .set(admin.auth)
      .send({ startDate: '2031-10-03T16:00:00Z', endDate: '2031-10-05T10:00:00Z' })
      .expect(201);
    await t
      .http()
      .post(`/api/date-poll-options/${option.body.poll.options[0].id}/choose`)
      .set(creator.auth)
      .expect(200);

    const activity: Entry[] = (await read(f).expect(200)).body.activity;
    expect(
      activity
        .filter((entry) => entry.type.startsWith('dates_'))
        .map(({ type, text, who, link }) => ({ type, text, who: who?.userId, link })),
    ).toEqual([
      {
        type: 'dates_chosen',
        text: 'chose Fri, Oct 3 – Sun, Oct 5, 2031 from the date poll',
        who: creator.id,
        link: `/events/${f.eventId}`,
      },
      { type: 'dates_set', text: 'cleared the dates', who: admin.id, link: `/events/${f.eventId}` },
      {
        type: 'dates_set',
        text: 'set the dates to Fri, Sep 12 – Sun, Sep 14, 2031',
        who: admin.id,
        link: `/events/${f.eventId}`,
      },
    ]);
  });

  it('shows entries whose author’s account is gone without a who', async () => {
    const f = await createEventFixture(t);
    const leaver = await t.signIn(uniqueEmail('leaver'));
    await addMember(t.db, f.eventId, leaver.id, 'attendee');
    await t.db.query(
      `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", status) VALUES ($1, $2, 'a.jpg', 'a', 'ready')`,
      [f.eventId, leaver.id],
    );
    await t.db.query('DELETE FROM users WHERE id = $1', [leaver.id]);
    const [newest] = (await read(f).expect(200)).body.activity as Entry[];
    expect(newest).toMatchObject({ type: 'photo_uploaded', text: 'uploaded a photo', who: null });
  });

  it('pages through everything exactly once, even when entries share an instant', async () => {
    const f = await createEventFixture(t);
    // Twelve flights and twelve carpools created in one statement each: they share their timestamps.
    await t.db.query(
      `INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime", "createdAt")
       SELECT $1, $2, 'KLM', 'KL' || i, 'AMS', 'BCN', now(), now() + interval '2 hours', '2025-06-01T10:00:00.123456Z'
       FROM generate_series(1, 12) i`,
      [f.eventId, f.users.attendee.id],
    );
    await t.db.query(
      `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "createdAt")
       SELECT $1, $2, 'A', 'B', now(), '2025-06-01T10:00:00.123456Z' FROM generate_series(1, 12) i`,
      [f.eventId, f.users.admin.id],
    );
    const everything: Entry[] = (await read(f, '?limit=100').expect(200)).body.activity;
    expect(everything).toHaveLength(24 + 3);
    for (const limit of [1, 5, 26, 27]) {
      const pages = await readAll(f, limit);
      expect(pages.flat().map((entry) => entry.id)).toEqual(everything.map((entry) => entry.id));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
    expect((await read(f).expect(200)).body.activity).toHaveLength(20);
  });

  it.each([
    ['?limit=0', 'Limit must be a whole number from 1 to 100'],
    ['?limit=101', 'Limit must be a whole number from 1 to 100'],
    ['?limit=ten', 'Limit must be a whole number from 1 to 100'],
    ['?limit=2.5', 'Limit must be a whole number from 1 to 100'],
    ['?before=yesterday', 'Invalid cursor'],
    ["?before=2025-06-01T10:00:00.123456Z_1' OR '1'='1", 'Invalid cursor'],
    ['?page=2', 'Unknown property: page'],
  ])('refuses %s with “%s”', async (query, message) => {
    const f = await createEventFixture(t);
    await expectRefused(t.db, () => read(f, query), 400, message);
  });

  it('reads a page in a constant number of queries, whatever the number of entries', async () => {
    async function populated(size: number) {
      const f = await createEventFixture(t);
      const { attendee, admin, creator } = f.users;
      const series = [f.eventId, attendee.id, size];
      await t.db.query(
        `INSERT INTO flights ("eventId", "userId", airline, "flightNumber", departure, arrival, "departureTime", "arrivalTime")
         SELECT $1, $2, 'KLM', 'KL' || i, 'AMS', 'BCN', now(), now() + interval '2 hours' FROM generate_series(1, $3) i`,
        series,
      );
      await t.db.query(
        `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", status)
         SELECT $1, $2, i || '.jpg', 'p' || i, 'ready' FROM generate_series(1, $3) i`,
        series,
      );
      await t.db.query(
        `INSERT INTO event_schedule ("eventId", title, "startTime", "createdBy")
         SELECT $1, 'Item ' || i, now(), $2 FROM generate_series(1, $3) i`,
        series,
      );
      const carpools = await t.db.query(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "currentSeats")
         SELECT $1, $2, 'A', 'B', now(), 2 FROM generate_series(1, $3) i RETURNING id`,
        [f.eventId, creator.id, size],
      );
      await t.db.query('INSERT INTO carpool_passengers ("carpoolId", "userId") SELECT unnest($1::uuid[]), $2', [
        carpools.map((carpool: { id: string }) => carpool.id),
        admin.id,
      ]);
      await t.db.query(
        `INSERT INTO role_changes ("eventId", "changedUserId", "changedByUserId", "oldRole", "newRole")
         SELECT $1, $2, $3, 'attendee', 'admin' FROM generate_series(1, $4) i`,
        [f.eventId, attendee.id, creator.id, size],
      );
      return f;
    }
    const counts: number[] = [];
    for (const f of [await populated(2), await populated(50)]) {
      counts.push(await countQueries(t.db, () => read(f, '?limit=100').expect(200)));
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});
