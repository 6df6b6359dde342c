import type { INestApplicationContext } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { SmtpSink } from './support/smtp-sink';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('The guest list: parties with their answers, head counts, questions, diets, reminders and export', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await smtp.stop();
  });

  const guestList = (f: EventFixture, caller: 'creator' | 'admin' | 'attendee' | 'outsider' = 'admin') =>
    t.http().get(`/api/events/${f.eventId}/guest-list`).set(f.headers(caller));
  const remind = (f: EventFixture, body: object = {}) =>
    t.http().post(`/api/events/${f.eventId}/guest-list/reminders`).set(f.users.admin.auth).send(body);

  const addItem = async (f: EventFixture, title: string, startTime = '2031-06-12T19:30:00Z') =>
    (
      await t
        .http()
        .post(`/api/events/${f.eventId}/schedule`)
        .set(f.users.admin.auth)
        .send({ title, startTime })
        .expect(201)
    ).body.item.id as string;

  const partyOf = async (f: EventFixture, userId: string) =>
    (
      await t.db.query<{ partyId: string }[]>(
        'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
        [f.eventId, userId],
      )
    )[0]!.partyId;

  /** The attendee's party of three: the attendee, a partner joined into it, and a child they bring. */
  async function partyOfThree(f: EventFixture, partner: SignedInUser) {
    await addMember(t.db, f.eventId, partner.id, 'attendee');
    const partyId = await partyOf(f, f.users.attendee.id);
    const admin = f.users.admin.auth;
    await t
      .http()
      .post(`/api/events/${f.eventId}/parties/${partyId}/members`)
      .set(admin)
      .send({ userId: partner.id })
      .expect(200);
    await t.http().patch(`/api/events/${f.eventId}/parties/${partyId}`).set(admin).send({ guestLimit: 1 }).expect(200);
    const kid = await t
      .http()
      .post(`/api/events/${f.eventId}/parties/${partyId}/guests`)
      .set(admin)
      .send({ name: 'Kid', ageGroup: 'child' })
      .expect(201);
    return { partyId, kidId: kid.body.guest.id as string };
  }

  /** Answers as the tables keep them, so these tests depend on no other route's rules. */
  const answer = (itemId: string, person: { userId?: string; guestId?: string }, status: string, recordedBy?: string) =>
    t.db.query(
      `INSERT INTO rsvps ("scheduleEventId", "userId", "guestId", status, "recordedBy") VALUES ($1, $2, $3, $4, $5)`,
      [itemId, person.userId ?? null, person.guestId ?? null, status, recordedBy ?? null],
    );

  describe('reading it', () => {
    let f: EventFixture;
    let partner: SignedInUser;
    let dinner: string;
    let brunch: string;
    let kidId: string;
    let meal: string;

    beforeAll(async () => {
      f = await createEventFixture(t, 'Guest List Wedding');
      partner = await t.signIn(uniqueEmail('partner'));
      ({ kidId } = await partyOfThree(f, partner));
      dinner = await addItem(f, 'Dinner');
      brunch = await addItem(f, 'Brunch', '2031-06-13T10:00:00Z');
      // Brunch is private to the admin's party.
      await t.db.query(`UPDATE event_schedule SET audience = 'parties' WHERE id = $1`, [brunch]);
      await t.db.query('INSERT INTO schedule_item_parties ("scheduleItemId", "partyId") VALUES ($1, $2)', [
        brunch,
        await partyOf(f, f.users.admin.id),
      ]);
      await answer(dinner, { userId: f.users.attendee.id }, 'going');
      await answer(dinner, { userId: partner.id }, 'not_going');
      await answer(dinner, { guestId: kidId }, 'going', f.users.admin.id);
      await answer(dinner, { userId: f.users.creator.id }, 'maybe');
      [{ id: meal }] = await t.db.query<{ id: string }[]>(
        `INSERT INTO rsvp_questions ("eventId", "scheduleItemId", kind, prompt, options)
         VALUES ($1, $2, 'single_choice', 'Fish or beef?', '["Fish", "Beef"]') RETURNING id`,
        [f.eventId, dinner],
      );
      for (const [person, value] of [
        [{ userId: f.users.attendee.id }, 'Beef'],
        [{ guestId: kidId }, 'Fish'],
        [{ userId: f.users.creator.id }, 'Fish'],
        // The partner is not going: their choice is no meal.
        [{ userId: partner.id }, 'Beef'],
      ] as const) {
        await t.db.query(
          `INSERT INTO rsvp_question_answers ("questionId", "userId", "guestId", value) VALUES ($1, $2, $3, $4)`,
          [
            meal,
            'userId' in person ? person.userId : null,
            'guestId' in person ? person.guestId : null,
            JSON.stringify([value]),
          ],
        );
      }
      // The partner keeps their profile private; the attendee shares theirs with the organizers.
      await t.db.query(
        `UPDATE users SET "profilePrivacy" = 'private', "dietaryRestrictions" = '{Vegetarian}', allergies = '{Peanuts}' WHERE id = $1`,
        [partner.id],
      );
      await t.db.query(
        `INSERT INTO event_user_profiles ("eventId", "userId", "profileVisibility", "eventDietaryNotes", "eventAllergies")
         VALUES ($1, $2, 'organizers_only', 'Vegetarian', '{Shellfish}')`,
        [f.eventId, f.users.attendee.id],
      );
      await t
        .http()
        .post(`/api/events/${f.eventId}/members`)
        .set(f.users.admin.auth)
        .send({ userEmail: uniqueEmail('pending') })
        .expect(201);
    });

    it('lists every party with its people and their answers, the child and the answer taken by the admin marked', async () => {
      const { body } = await guestList(f).expect(200);
      const party = body.parties.find((candidate: { people: { id: string }[] }) =>
        candidate.people.some((person) => person.id === f.users.attendee.id),
      );
      expect(party.guestLimit).toBe(1);
      expect(party.lastRemindedAt).toBeNull();
      expect(
        party.people.map((person: { kind: string; name: string; ageGroup: string; role: string | null }) => [
          person.kind,
          person.name,
          person.ageGroup,
          person.role,
        ]),
      ).toEqual([
        ['member', expect.any(String), 'adult', 'attendee'],
        ['member', expect.any(String), 'adult', 'attendee'],
        ['guest', 'Kid', 'child', null],
      ]);
      const kid = party.people[2];
      expect(kid.answers).toEqual([
        {
          scheduleItemId: dinner,
          status: 'going',
          recordedBy: { userId: f.users.admin.id, displayName: expect.any(String) },
        },
      ]);
      expect(kid.questionAnswers).toEqual([{ questionId: meal, value: ['Fish'] }]);
      // The private brunch is asked only of the admin's party.
      const adminParty = body.parties.find((candidate: { people: { id: string }[] }) =>
        candidate.people.some((person) => person.id === f.users.admin.id),
      );
      expect(adminParty.people[0].answers.map((a: { scheduleItemId: string }) => a.scheduleItemId)).toEqual([
        dinner,
        brunch,
      ]);
      expect(body.invitations).toEqual([
        expect.objectContaining({ email: expect.stringContaining('pending.'), guestLimit: 0, guests: [] }),
      ]);
    });

    it('counts heads per item by answer, adults and children apart, a private item among its parties only', async () => {
      const { body } = await guestList(f).expect(200);
      const byTitle = Object.fromEntries(body.items.map((item: { title: string }) => [item.title, item]));
      expect(byTitle.Dinner.headCounts).toEqual({
        going: { adults: 1, children: 1 },
        maybe: { adults: 1, children: 0 },
        notGoing: { adults: 1, children: 0 },
        noAnswer: { adults: 1, children: 0 },
      });
      expect(byTitle.Brunch.audience).toBe('parties');
      expect(byTitle.Brunch.headCounts.noAnswer).toEqual({ adults: 1, children: 0 });
    });

    it('sums each choice among the people coming', async () => {
      const { body } = await guestList(f).expect(200);
      expect(body.questions).toEqual([
        {
          id: meal,
          prompt: 'Fish or beef?',
          kind: 'single_choice',
          scheduleItemId: dinner,
          options: ['Fish', 'Beef'],
          required: false,
          summary: [
            { option: 'Fish', count: 2 },
            { option: 'Beef', count: 1 },
          ],
          answered: 3,
          texts: [],
        },
      ]);
    });

    it("counts a private profile's diet and allergy without naming them", async () => {
      const { body } = await guestList(f).expect(200);
      expect(body.dietary.counts).toEqual([
        { label: 'Vegetarian', count: 2 },
        { label: 'Allergy: Peanuts', count: 1 },
        { label: 'Allergy: Shellfish', count: 1 },
      ]);
      expect(body.dietary.people).toEqual([
        { name: expect.any(String), dietaryNotes: 'Vegetarian', allergies: ['Shellfish'] },
      ]);
      const partnerName = (await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [partner.id]))[0]
        .displayName as string;
      expect(JSON.stringify(body.dietary.people)).not.toContain(partnerName);
    });

    it('is for admins: an attendee is refused, an outsider learns nothing', async () => {
      expect((await guestList(f, 'attendee')).status).toBe(403);
      expect((await guestList(f, 'outsider')).status).toBe(404);
      expect((await guestList(f, 'creator')).status).toBe(200);
      const refused = await t
        .http()
        .post(`/api/events/${f.eventId}/guest-list/reminders`)
        .set(f.users.attendee.auth)
        .send({});
      expect(refused.status).toBe(403);
    });

    it('exports as a spreadsheet: a line per person, a column per item and question', async () => {
      const response = await fetch(`${t.baseUrl}/api/exports/events/${f.eventId}/guest-list.csv`, {
        headers: f.users.creator.auth,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('guest-list-wedding-guest-list.csv');
      const text = await response.text();
      const [header, ...lines] = parse(text.replace(/^\uFEFF/, ''), { record_delimiter: '\r\n' }) as string[][];
      expect(header).toEqual([
        'Party',
        'Name',
        'Member or Guest',
        'Age Group',
        'E-mail',
        'Dinner',
        'Brunch',
        'Fish or beef?',
        'Last Reminded',
      ]);
      const kid = lines.find((line) => line[1] === 'Kid')!;
      expect(kid.slice(2, 8)).toEqual([
        'Guest',
        'Child',
        '',
        expect.stringMatching(/^Going \(recorded by .+\)$/),
        '',
        'Fish',
      ]);
      expect(lines).toHaveLength(5);
      const attendeeExport = await fetch(`${t.baseUrl}/api/exports/events/${f.eventId}/guest-list.csv`, {
        headers: f.users.attendee.auth,
      });
      expect(attendeeExport.status).toBe(403);
    });

    it('writes an item title a spreadsheet could run as plain text', async () => {
      const event = await createEventFixture(t, 'Formula Party');
      await addItem(event, '=HYPERLINK("http://evil.example","x")');
      const response = await fetch(`${t.baseUrl}/api/exports/events/${event.eventId}/guest-list.csv`, {
        headers: event.users.creator.auth,
      });
      const [header] = parse((await response.text()).replace(/^\uFEFF/, ''), {
        record_delimiter: '\r\n',
      }) as string[][];
      expect(header).toContain(`'=HYPERLINK("http://evil.example","x")`);
    });
  });

  describe('answers taken by phone', () => {
    const activity = async (f: EventFixture, caller: 'creator' | 'attendee') =>
      (await t.http().get(`/api/events/${f.eventId}/activity`).set(f.headers(caller)).expect(200)).body.activity as {
        type: string;
        text: string;
        who: { userId: string } | null;
      }[];
    const record = (f: EventFixture, itemId: string, userId: string, status: string) =>
      t
        .http()
        .put(`/api/schedule/${itemId}/rsvps`)
        .set(f.users.admin.auth)
        .send({ people: [{ kind: 'member', id: userId, status }] })
        .expect(200);

    it('show on the list and in the activity as recorded by the admin, a private item only to those who see it', async () => {
      const f = await createEventFixture(t, 'Phone Answers');
      const dinner = await addItem(f, 'Dinner');
      const secret = await addItem(f, 'Secret Lunch');
      await t.db.query(`UPDATE event_schedule SET audience = 'parties' WHERE id = $1`, [secret]);
      await t.db.query('INSERT INTO schedule_item_parties ("scheduleItemId", "partyId") VALUES ($1, $2)', [
        secret,
        await partyOf(f, f.users.creator.id),
      ]);
      await record(f, dinner, f.users.attendee.id, 'not_going');
      await record(f, secret, f.users.creator.id, 'going');

      const { body } = await guestList(f).expect(200);
      const attendee = body.parties
        .flatMap((party: { people: { id: string }[] }) => party.people)
        .find((person: { id: string }) => person.id === f.users.attendee.id);
      expect(attendee.answers[0]).toEqual({
        scheduleItemId: dinner,
        status: 'not_going',
        recordedBy: { userId: f.users.admin.id, displayName: expect.any(String) },
      });

      const [attendeeName, creatorName] = await Promise.all(
        [f.users.attendee.id, f.users.creator.id].map(
          async (id) =>
            (await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [id]))[0].displayName as string,
        ),
      );
      const seenByCreator = (await activity(f, 'creator')).filter((entry) => entry.type === 'rsvp_recorded');
      expect(seenByCreator.map((entry) => [entry.text, entry.who?.userId])).toEqual([
        [`recorded ${creatorName}'s answer: Going to Secret Lunch`, f.users.admin.id],
        [`recorded ${attendeeName}'s answer: Not Going to Dinner`, f.users.admin.id],
      ]);
      // Nobody's own answer shows as theirs when the admin took it.
      expect((await activity(f, 'creator')).filter((entry) => entry.type === 'rsvp_answered')).toEqual([]);
      const seenByAttendee = (await activity(f, 'attendee')).filter((entry) => entry.type === 'rsvp_recorded');
      expect(seenByAttendee.map((entry) => entry.text)).toEqual([
        `recorded ${attendeeName}'s answer: Not Going to Dinner`,
      ]);
    });
  });

  describe('the reminder to answer', () => {
    it('e-mails the members of the parties that have not answered, once a day, as members chose', async () => {
      const f = await createEventFixture(t, 'Nudge Weekend');
      const partner = await t.signIn(uniqueEmail('partner'));
      const [optedOut, answered] = await Promise.all([t.signIn(uniqueEmail('optout')), t.signIn(uniqueEmail('done'))]);
      await addMember(t.db, f.eventId, optedOut.id, 'attendee');
      await addMember(t.db, f.eventId, answered.id, 'attendee');
      const { kidId } = await partyOfThree(f, partner);
      const dinner = await addItem(f, 'Rehearsal Dinner');
      for (const user of [f.users.creator, f.users.admin, f.users.attendee, partner, answered]) {
        await answer(dinner, { userId: user.id }, 'going');
      }
      // The child's answer is missing: the attendee's party is reminded, both of its members.
      expect(kidId).toBeDefined();
      await t.http().patch('/api/user/email-preferences').set(optedOut.auth).send({ reminders: false }).expect(200);

      const sent = await remind(f).expect(200);
      expect(sent.body.reminded).toBe(1);
      expect(new Date(sent.body.nextAllowedAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

      const [mail] = await smtp.waitFor(f.users.attendee.email);
      await smtp.waitFor(partner.email);
      expect(mail!.subject).toContain('Nudge Weekend');
      expect(mail!.raw).toContain('Rehearsal Dinner');
      const headers = mail!.raw.replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      const link = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)![1]!;
      expect(link).toContain('answer-reminder');
      await sleep(1500);
      for (const user of [f.users.creator, f.users.admin, answered, optedOut]) expect(smtp.to(user.email)).toEqual([]);

      const again = await remind(f);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/^Reminders already went out today\. You can send the next one after .+/);

      // The one-click link turns reminders off: the before-item reminders and these alike.
      const url = new URL(link);
      await t
        .http()
        .post(`${url.pathname}${url.search}`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      const preferences = await t.http().get('/api/user/email-preferences').set(f.users.attendee.auth).expect(200);
      expect(preferences.body.preferences.reminders).toBe(false);

      const { body } = await guestList(f).expect(200);
      const reminded = body.parties.filter((party: { lastRemindedAt: string | null }) => party.lastRemindedAt);
      expect(reminded).toHaveLength(1);
      expect(reminded[0].people.map((person: { id: string }) => person.id)).toContain(f.users.attendee.id);
    });

    it('sent twice at once goes out once', async () => {
      const f = await createEventFixture(t, 'Race Weekend');
      await addItem(f, 'Hike');
      const answers = await Promise.all([remind(f), remind(f), remind(f)]);
      expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      const [{ count }] = await t.db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM mail_outbox WHERE "eventId" = $1 AND kind = 'answer-reminder'`,
        [f.eventId],
      );
      // Creator, admin and attendee, each once.
      expect(count).toBe(3);
    });

    it('about one item reminds only the parties it invites that have not answered it, and refuses an unknown item', async () => {
      const f = await createEventFixture(t, 'One Item Weekend');
      const hike = await addItem(f, 'Hike');
      await addItem(f, 'Swim');
      for (const user of [f.users.creator, f.users.admin]) await answer(hike, { userId: user.id }, 'going');
      const sent = await remind(f, { scheduleItemId: hike }).expect(200);
      expect(sent.body.reminded).toBe(1);
      expect((await remind(f, { scheduleItemId: 'nope' })).status).toBe(400);
      const other = await createEventFixture(t, 'Other Weekend');
      const elsewhere = await addItem(other, 'Elsewhere');
      const unknown = await createEventFixture(t, 'Unknown Item Weekend');
      expect(
        (
          await t
            .http()
            .post(`/api/events/${unknown.eventId}/guest-list/reminders`)
            .set(unknown.users.admin.auth)
            .send({ scheduleItemId: elsewhere })
        ).status,
      ).toBe(404);
    });
  });
});
