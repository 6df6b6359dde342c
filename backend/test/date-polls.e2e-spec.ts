import { CALLERS, Caller, createEventFixture, EventFixture } from './support/event-fixture';
import { expectRefused, Sent } from './support/expect-refused';
import { addMember, SignedInUser, startTestApp, TestApp, uniqueEmail } from './support/test-app';

type Member = Exclude<Caller, 'anonymous' | 'outsider'>;
type Headers = Record<string, string>;

interface PollOption {
  id: string;
  startDate: string;
  endDate: string;
  tally: { yes: number; ifNeedBe: number; no: number };
  myAnswer: string | null;
}

/** A candidate range from 16:00 on day `day` of June 2027 to noon two days later. */
const june = (day: number) => ({
  startDate: `2027-06-${String(day).padStart(2, '0')}T16:00:00.000Z`,
  endDate: `2027-06-${String(day + 2).padStart(2, '0')}T12:00:00.000Z`,
});

/** The date poll of an event whose dates are still to be decided: candidates, answers, the choice. */
describe('Date poll', () => {
  let t: TestApp;
  let f: EventFixture;
  /** A candidate of another event, which f's members do not belong to. */
  let otherOptionId: string;

  beforeAll(async () => {
    t = await startTestApp();
    let other: EventFixture;
    [f, other] = await Promise.all([createEventFixture(t, 'Class Reunion'), createEventFixture(t, 'Other Reunion')]);
    otherOptionId = (await addOption(other, 'admin').expect(201)).body.poll.options[0].id;
  });
  afterAll(() => t.close());

  const refused = (send: () => Sent, status: number, message?: string) => expectRefused(t.db, send, status, message);

  const addOption = (event: EventFixture, caller: Caller, body: object = june(4)) =>
    t.http().post(`/api/events/${event.eventId}/date-poll/options`).set(event.headers(caller)).send(body);
  const readPoll = (event: EventFixture, caller: Caller) =>
    t.http().get(`/api/events/${event.eventId}/date-poll`).set(event.headers(caller));
  const answer = (optionId: string, headers: Headers, value: unknown) =>
    t.http().put(`/api/date-poll-options/${optionId}/answer`).set(headers).send({ answer: value });
  const choose = (optionId: string, headers: Headers) =>
    t.http().post(`/api/date-poll-options/${optionId}/choose`).set(headers);
  const removeOption = (optionId: string, headers: Headers) =>
    t.http().delete(`/api/date-poll-options/${optionId}`).set(headers);

  /** Adds the candidates in turn and answers their ids, in the order given. */
  async function addOptions(event: EventFixture, days: number[]): Promise<string[]> {
    const ids: string[] = [];
    for (const day of days) {
      const { options } = (await addOption(event, 'admin', june(day)).expect(201)).body.poll;
      ids.push(options.find((option: PollOption) => option.startDate === june(day).startDate).id);
    }
    return ids;
  }

  async function joinAsAttendee(event: EventFixture, label = 'guest'): Promise<SignedInUser> {
    const guest = await t.signIn(uniqueEmail(label));
    await addMember(t.db, event.eventId, guest.id, 'attendee');
    return guest;
  }

  const rows = async (sql: string, values: unknown[]) =>
    (await t.db.query(sql, values)) as Array<Record<string, unknown>>;
  const pollsOf = (eventId: string) =>
    rows('SELECT id, "closedAt", "chosenOptionId" FROM date_polls WHERE "eventId" = $1', [eventId]);
  const eventDates = async (eventId: string) =>
    (await rows('SELECT "startDate", "endDate" FROM events WHERE id = $1', [eventId]))[0];

  describe('who may do what', () => {
    it.each(CALLERS)('%s: read the date poll', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      expect((await readPoll(f, caller)).status).toBe(expected);
    });

    it.each(['anonymous', 'outsider', 'attendee'] as const)(
      '%s may not add, delete or choose candidates',
      async (caller) => {
        const [optionId] = await addOptions(f, [1]);
        const status = { anonymous: 401, outsider: 404, attendee: 403 }[caller];
        const message = (notFound: string) =>
          ({ anonymous: undefined, outsider: notFound, attendee: 'Only event admins can do this' })[caller];
        await refused(() => addOption(f, caller, june(2)), status, message('Event not found'));
        await refused(() => removeOption(optionId!, f.headers(caller)), status, message('Date option not found'));
        await refused(() => choose(optionId!, f.headers(caller)), status, message('Date option not found'));
        await removeOption(optionId!, f.users.admin.auth).expect(204);
      },
    );

    it.each(['anonymous', 'outsider'] as const)('%s may not answer', async (caller) => {
      const [optionId] = await addOptions(f, [1]);
      await refused(
        () => answer(optionId!, f.headers(caller), 'yes'),
        caller === 'anonymous' ? 401 : 404,
        caller === 'anonymous' ? undefined : 'Date option not found',
      );
      await removeOption(optionId!, f.users.admin.auth).expect(204);
    });

    it.each(['admin', 'creator'] as const)('%s adds and deletes candidates, and chooses one', async (caller) => {
      const event = await createEventFixture(t);
      const as = event.users[caller].auth;
      const first = await addOption(event, caller, june(4)).expect(201);
      expect(first.body.poll).toEqual({
        id: expect.any(String),
        eventId: event.eventId,
        status: 'open',
        createdAt: expect.any(String),
        closedAt: null,
        chosenOptionId: null,
        options: [
          {
            id: expect.any(String),
            ...june(4),
            tally: { yes: 0, ifNeedBe: 0, no: 0 },
            voters: { yes: [], ifNeedBe: [], no: [] },
            myAnswer: null,
            createdAt: expect.any(String),
          },
        ],
        respondents: 0,
        memberCount: 3,
      });
      const second = (await addOption(event, caller, june(11)).expect(201)).body.poll;
      expect(second.id).toBe(first.body.poll.id);
      const [kept, dropped] = second.options.map((option: PollOption) => option.id);
      await removeOption(dropped, as).expect(204);
      await refused(() => removeOption(dropped, as), 404, 'Date option not found');

      const chosen = (await choose(kept, as).expect(200)).body.poll;
      expect(chosen).toMatchObject({ status: 'closed', chosenOptionId: kept, closedAt: expect.any(String) });
      expect(chosen.options.map((option: PollOption) => option.id)).toEqual([kept]);
    });

    it('lets every member answer', async () => {
      const [optionId] = await addOptions(f, [1]);
      for (const caller of ['attendee', 'admin', 'creator'] as const) {
        const { poll } = (await answer(optionId!, f.users[caller].auth, 'yes').expect(200)).body;
        expect(poll.options.find((option: PollOption) => option.id === optionId).myAnswer).toBe('yes');
      }
      await removeOption(optionId!, f.users.admin.auth).expect(204);
    });

    it('refuses candidates of another event, whatever the caller’s role in their own', async () => {
      const creator = f.users.creator.auth;
      await refused(() => removeOption(otherOptionId, creator), 404, 'Date option not found');
      await refused(() => choose(otherOptionId, creator), 404, 'Date option not found');
      await refused(() => answer(otherOptionId, f.users.attendee.auth, 'yes'), 404, 'Date option not found');
      await refused(() => answer('not-an-id', f.users.attendee.auth, 'yes'), 404, 'Date option not found');
      await refused(() => choose('00000000-0000-4000-8000-000000000000', creator), 404, 'Date option not found');
    });
  });

  describe('validation', () => {
    it.each([
      [{ startDate: undefined }, 'Start date is required'],
      [{ startDate: 'next Friday' }, 'Start date must be an ISO 8601 date and time with a time zone'],
      [{ startDate: '2027-06-04' }, 'Start date must be an ISO 8601 date and time with a time zone'],
      [{ endDate: undefined }, 'End date is required'],
      [{ endDate: null }, 'End date is required'],
      [{ endDate: '2027-06-06T25:00:00Z' }, 'End date must be a valid date and time'],
      [{ endDate: '2027-06-04T15:59:59Z' }, 'End date must be after the start date'],
      [{ pollId: '00000000-0000-4000-8000-000000000000' }, 'Unknown property: pollId'],
    ])('refuses the candidate %j with “%s”', async (change, message) => {
      await refused(() => addOption(f, 'admin', { ...june(4), ...change }), 400, message);
    });

    it.each([[undefined], ['maybe'], ['YES'], [null], [1]])('refuses the answer %j', async (value) => {
      const [optionId] = await addOptions(f, [1]);
      await refused(() => answer(optionId!, f.users.attendee.auth, value), 400, 'Answer must be yes, if_need_be or no');
      await removeOption(optionId!, f.users.admin.auth).expect(204);
    });
  });

  describe('the poll', () => {
    it('is null until the first candidate, then the same open poll for every member', async () => {
      const event = await createEventFixture(t);
      expect((await readPoll(event, 'attendee').expect(200)).body).toEqual({ poll: null });
      const added = (await addOption(event, 'admin').expect(201)).body.poll;
      const read = (await readPoll(event, 'attendee').expect(200)).body.poll;
      expect(read).toEqual(added);
    });

    it('orders candidates by start date, tallies current members’ answers and shows the caller’s own', async () => {
      const event = await createEventFixture(t);
      const [late, early, middle] = await addOptions(event, [18, 4, 11]);
      const guest = await joinAsAttendee(event);
      const { attendee, admin, creator } = event.users;

      await answer(late!, attendee.auth, 'yes').expect(200);
      await answer(early!, attendee.auth, 'if_need_be').expect(200);
      await answer(late!, admin.auth, 'no').expect(200);
      await answer(late!, creator.auth, 'if_need_be').expect(200);
      await answer(late!, guest.auth, 'yes').expect(200);
      await answer(middle!, guest.auth, 'yes').expect(200);
      // A second answer replaces the first.
      await answer(early!, attendee.auth, 'no').expect(200);
      // Someone removed from the event no longer counts.
      await t.http().delete(`/api/events/${event.eventId}/members/${guest.id}`).set(creator.auth).expect(204);

      const read = async (caller: Member) => (await readPoll(event, caller).expect(200)).body.poll;
      const asAttendee = await read('attendee');
      expect(asAttendee.respondents).toBe(3);
      expect(asAttendee.options.map((option: PollOption) => [option.id, option.tally, option.myAnswer])).toEqual([
        [early, { yes: 0, ifNeedBe: 0, no: 1 }, 'no'],
        [middle, { yes: 0, ifNeedBe: 0, no: 0 }, null],
        [late, { yes: 1, ifNeedBe: 1, no: 1 }, 'yes'],
      ]);
      const asCreator = await read('creator');
      expect(asCreator.options.map((option: PollOption) => option.myAnswer)).toEqual([null, null, 'if_need_be']);

      const [{ count }] = await rows(
        'SELECT count(*)::int AS count FROM date_poll_answers WHERE "optionId" = $1 AND "userId" = $2',
        [early, attendee.id],
      );
      expect(count).toBe(1);
    });

    it('names who answered each candidate how, and counts the members who answered of all members', async () => {
      const event = await createEventFixture(t);
      const [early, late] = await addOptions(event, [4, 11]);
      const { attendee, admin } = event.users;
      await t.db.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [attendee.id, 'Zoe Attendee']);
      await t.db.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [admin.id, 'Ada Admin']);
      const leaver = await joinAsAttendee(event, 'leaver');
      await answer(early!, attendee.auth, 'yes').expect(200);
      await answer(early!, admin.auth, 'yes').expect(200);
      await answer(late!, admin.auth, 'if_need_be').expect(200);
      await answer(late!, attendee.auth, 'no').expect(200);
      await answer(late!, leaver.auth, 'yes').expect(200);
      // A removed member is no longer named, as no longer counted.
      await t.http().delete(`/api/events/${event.eventId}/members/${leaver.id}`).set(admin.auth).expect(204);

      const { poll } = (await readPoll(event, 'creator').expect(200)).body;
      const person = (user: { id: string }, displayName: string) => ({ id: user.id, displayName, photoURL: null });
      expect(poll.options.map((option: { voters: object }) => option.voters)).toEqual([
        { yes: [person(admin, 'Ada Admin'), person(attendee, 'Zoe Attendee')], ifNeedBe: [], no: [] },
        { yes: [], ifNeedBe: [person(admin, 'Ada Admin')], no: [person(attendee, 'Zoe Attendee')] },
      ]);
      expect({ respondents: poll.respondents, memberCount: poll.memberCount }).toEqual({
        respondents: 2,
        memberCount: 3,
      });
    });

    it('deletes a candidate with its answers', async () => {
      const event = await createEventFixture(t);
      const [kept, dropped] = await addOptions(event, [4, 11]);
      await answer(dropped!, event.users.attendee.auth, 'yes').expect(200);
      await removeOption(dropped!, event.users.admin.auth).expect(204);
      expect(await rows('SELECT 1 FROM date_poll_answers WHERE "optionId" = $1', [dropped])).toEqual([]);
      const { poll } = (await readPoll(event, 'attendee').expect(200)).body;
      expect(poll.options.map((option: PollOption) => option.id)).toEqual([kept]);
      expect(poll.respondents).toBe(0);
    });

    it('gives the event the chosen dates and closes the poll; a TBD event again gets a new poll', async () => {
      const event = await createEventFixture(t);
      const [, chosenId] = await addOptions(event, [4, 11]);
      const chosen = (await choose(chosenId!, event.users.admin.auth).expect(200)).body.poll;
      expect(chosen).toMatchObject({ status: 'closed', chosenOptionId: chosenId });
      const { event: dated } = (await t.http().get(`/api/events/${event.eventId}`).set(event.users.attendee.auth)).body;
      expect({ startDate: dated.startDate, endDate: dated.endDate }).toEqual(june(11));

      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(event.users.admin.auth)
        .send({ startDate: null, endDate: null })
        .expect(200);
      const reopened = (await addOption(event, 'admin', june(18)).expect(201)).body.poll;
      expect(reopened.id).not.toBe(chosen.id);
      expect(reopened).toMatchObject({ status: 'open', chosenOptionId: null, respondents: 0 });
      expect((await readPoll(event, 'attendee').expect(200)).body.poll).toEqual(reopened);
      expect(await pollsOf(event.eventId)).toHaveLength(2);
    });

    it('takes no candidates once the event has dates', async () => {
      const event = await createEventFixture(t);
      await addOptions(event, [4]);
      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(event.users.admin.auth)
        .send({ startDate: '2027-09-01T10:00:00Z', endDate: '2027-09-02T10:00:00Z' })
        .expect(200);
      await refused(() => addOption(event, 'admin', june(11)), 409, 'This event already has dates');
      const dated = await createEventFixture(t);
      await t
        .http()
        .put(`/api/events/${dated.eventId}`)
        .set(dated.users.admin.auth)
        .send({ startDate: '2027-09-01T10:00:00Z' })
        .expect(200);
      await refused(() => addOption(dated, 'creator'), 409, 'This event already has dates');
    });

    it('takes at most 10 candidates, each range once', async () => {
      const event = await createEventFixture(t);
      await addOptions(event, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      await refused(() => addOption(event, 'admin', june(11)), 409, 'A poll can have at most 10 candidate dates');
      const sameInstants = { startDate: '2027-06-01T18:00:00+02:00', endDate: '2027-06-03T14:00:00+02:00' };
      await refused(() => addOption(event, 'admin', sameInstants), 409, 'This date range is already a candidate');
    });

    it('takes no answer, deletion or other choice once a date is chosen', async () => {
      const event = await createEventFixture(t);
      const [chosenId, otherId] = await addOptions(event, [4, 11]);
      await answer(otherId!, event.users.attendee.auth, 'yes').expect(200);
      await choose(chosenId!, event.users.admin.auth).expect(200);
      const { attendee, admin, creator } = event.users;
      await refused(() => answer(chosenId!, attendee.auth, 'yes'), 409, 'This poll is closed');
      await refused(() => answer(otherId!, attendee.auth, 'no'), 409, 'This poll is closed');
      await refused(() => removeOption(otherId!, admin.auth), 409, 'This poll is closed');
      await refused(() => choose(otherId!, creator.auth), 409, 'This poll is closed');
      await refused(() => choose(chosenId!, admin.auth), 409, 'This poll is closed');
    });

    it('goes with its event: polls, candidates and answers', async () => {
      const event = await createEventFixture(t);
      const [first, second] = await addOptions(event, [4, 11]);
      await answer(first!, event.users.attendee.auth, 'yes').expect(200);
      await choose(second!, event.users.admin.auth).expect(200);
      await t
        .http()
        .put(`/api/events/${event.eventId}`)
        .set(event.users.admin.auth)
        .send({ startDate: null })
        .expect(200);
      const [third] = await addOptions(event, [18]);
      await answer(third!, event.users.admin.auth, 'no').expect(200);

      await t.http().delete(`/api/events/${event.eventId}`).set(event.users.creator.auth).expect(204);
      expect(await pollsOf(event.eventId)).toEqual([]);
      expect(await rows('SELECT 1 FROM date_poll_options WHERE "eventId" = $1', [event.eventId])).toEqual([]);
      expect(
        await rows('SELECT 1 FROM date_poll_answers WHERE "optionId" = ANY($1::uuid[])', [[first, second, third]]),
      ).toEqual([]);
    });
  });

  describe('under concurrency', () => {
    it('keeps one answer per member and candidate under 20 parallel answers', async () => {
      const [optionId] = await addOptions(f, [1]);
      const values = ['yes', 'if_need_be', 'no'];
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => answer(optionId!, f.users.attendee.auth, values[i % 3])),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      expect(await rows('SELECT answer FROM date_poll_answers WHERE "optionId" = $1', [optionId])).toHaveLength(1);
      await removeOption(optionId!, f.users.admin.auth).expect(204);
    });

    it('opens one poll when two admins add the first candidates at once', async () => {
      const event = await createEventFixture(t);
      const responses = await Promise.all([addOption(event, 'admin', june(4)), addOption(event, 'creator', june(11))]);
      expect(responses.map((response) => response.status)).toEqual([201, 201]);
      expect(await pollsOf(event.eventId)).toHaveLength(1);
      expect((await readPoll(event, 'attendee').expect(200)).body.poll.options).toHaveLength(2);
    });

    it('adds the same range once, and no more than 10, however many arrive at once', async () => {
      const event = await createEventFixture(t);
      const same = await Promise.all([addOption(event, 'admin'), addOption(event, 'creator')]);
      expect(same.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(same.find((response) => response.status === 409)!.body.message).toBe(
        'This date range is already a candidate',
      );
      const many = await Promise.all(
        [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12].map((day) => addOption(event, day % 2 ? 'admin' : 'creator', june(day))),
      );
      expect(many.filter((response) => response.status === 201)).toHaveLength(9);
      expect(many.filter((response) => response.status === 409)).toHaveLength(2);
      const [{ count }] = await rows('SELECT count(*)::int AS count FROM date_poll_options WHERE "eventId" = $1', [
        event.eventId,
      ]);
      expect(count).toBe(10);
      expect(await pollsOf(event.eventId)).toHaveLength(1);
    });

    it('lets exactly one of two parallel choices win, and the event has the winner’s dates', async () => {
      const event = await createEventFixture(t);
      const days = [4, 11];
      const ids = await addOptions(event, days);
      const responses = await Promise.all([
        choose(ids[0]!, event.users.admin.auth),
        choose(ids[1]!, event.users.creator.auth),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = responses.findIndex((response) => response.status === 200);
      expect(responses[1 - winner]!.body.message).toBe('This poll is closed');
      expect(responses[winner]!.body.poll.chosenOptionId).toBe(ids[winner]);
      const dates = await eventDates(event.eventId);
      expect({
        startDate: (dates!.startDate as Date).toISOString(),
        endDate: (dates!.endDate as Date).toISOString(),
      }).toEqual(june(days[winner]!));
      expect(await pollsOf(event.eventId)).toEqual([
        { id: expect.any(String), closedAt: expect.any(Date), chosenOptionId: ids[winner] },
      ]);
    });

    it('lands an answer racing the choice before the close, or refuses it', async () => {
      const event = await createEventFixture(t);
      const ids = await addOptions(event, [4, 11]);
      const guests = await Promise.all(Array.from({ length: 5 }, (_, i) => joinAsAttendee(event, `voter${i}`)));
      const voters = [event.users.attendee, event.users.admin, event.users.creator, ...guests];
      const answers = voters.flatMap((voter) => ids.map((optionId) => () => answer(optionId, voter.auth, 'yes')));
      const half = answers.length / 2;
      const responses = await Promise.all([
        ...answers.slice(0, half).map((send) => send()),
        choose(ids[0]!, event.users.admin.auth),
        ...answers.slice(half).map((send) => send()),
      ]);
      const chose = responses[half]!;
      expect(chose.status).toBe(200);
      const answered = responses.filter((response) => response !== chose);
      for (const response of answered) {
        expect({ status: response.status, message: response.body.message }).toEqual(
          response.status === 200
            ? { status: 200, message: undefined }
            : { status: 409, message: 'This poll is closed' },
        );
      }
      const [poll] = await pollsOf(event.eventId);
      const landed = await rows('SELECT "answeredAt" FROM date_poll_answers WHERE "optionId" = ANY($1::uuid[])', [ids]);
      expect(landed).toHaveLength(answered.filter((response) => response.status === 200).length);
      for (const { answeredAt } of landed) {
        expect((answeredAt as Date).getTime()).toBeLessThanOrEqual((poll!.closedAt as Date).getTime());
      }
    });
  });
});
