import type { INestApplicationContext } from '@nestjs/common';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { expectRefused, type Sent } from './support/expect-refused';
import { SmtpSink, type ReceivedMail } from './support/smtp-sink';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { TEST_QUEUE_PREFIX } from './support/test-env';
import { startTestWorker } from './support/test-worker';
import { decodeWords, mailHeader, mailText } from './support/mail-reading';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FUTURE = '2031-06-12T19:30:00.000Z';

/**
 * Announcements: an admin's message to an audience decided when it is posted, read by those it went to
 * and the admins, each recipient told in the bell and, if they want it, by e-mail through the real
 * queue, worker and SMTP.
 */
describe('Announcements', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: INestApplicationContext;
  let f: EventFixture;
  /** Ana is going to the drinks; Ben is not; Cai is invited to the rehearsal and going; Dan is going only to what he may not see or what is over. */
  let ana: SignedInUser;
  let ben: SignedInUser;
  let cai: SignedInUser;
  let dan: SignedInUser;
  let drinks: string;
  let rehearsal: string;

  const http = () => t.http();
  const post = (user: { auth: Record<string, string> }, body: object) =>
    http().post(`/api/events/${f.eventId}/announcements`).set(user.auth).send(body);
  const list = async (user: { auth: Record<string, string> }, query = '') =>
    (await http().get(`/api/events/${f.eventId}/announcements${query}`).set(user.auth).expect(200)).body
      .announcements as Array<{ id: string; body: string; pinned: boolean }>;
  const recipients = async (announcementId: string) =>
    (await t.db.query('SELECT "userId" FROM announcement_recipients WHERE "announcementId" = $1', [announcementId]))
      .map((row: { userId: string }) => row.userId)
      .sort();
  const bell = async (announcementId: string) =>
    (await t.db.query(
      `SELECT "userId", "eventId", kind, "actorId", "subjectId", text, link, "dedupeKey"
       FROM notifications WHERE "subjectId" = $1 ORDER BY "userId"`,
      [announcementId],
    )) as Array<Record<string, string>>;
  const messagesWritten = async () =>
    (
      await t.db.query(
        `SELECT (SELECT count(*) FROM notifications WHERE "eventId" = $1)::int AS notifications,
                (SELECT count(*) FROM mail_outbox WHERE "eventId" = $1)::int AS mails`,
        [f.eventId],
      )
    )[0];
  /** Refused, and nothing written: no domain row, no bell entry, no e-mail. */
  const refused = async (send: () => Sent, status: number, message?: string) => {
    const before = await messagesWritten();
    await expectRefused(t.db, send, status, message);
    expect(await messagesWritten()).toEqual(before);
  };
  const sorted = (...users: Array<{ id: string }>) => users.map((user) => user.id).sort();
  const everyone = () => sorted(f.users.creator, f.users.admin, f.users.attendee, ana, ben, cai, dan);

  async function waitForMail(email: string, subject: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = smtp.to(email).find((candidate) => decodeWords(candidate.subject).startsWith(subject));
      if (mail) return mail;
      await sleep(100);
    }
    throw new Error(`No e-mail "${subject}…" reached ${email}`);
  }

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url });
    f = await createEventFixture(t, 'Harbour Wedding');
    [ana, ben, cai, dan] = await Promise.all(['ana', 'ben', 'cai', 'dan'].map((name) => t.signIn(uniqueEmail(name))));
    for (const user of [ana!, ben!, cai!, dan!]) await addMember(t.db, f.eventId, user.id, 'attendee');
    const partyOf = async (user: SignedInUser) =>
      (
        await t.db.query('SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
          f.eventId,
          user.id,
        ])
      )[0].partyId as string;
    const item = async (body: object) =>
      (
        await http()
          .post(`/api/events/${f.eventId}/schedule`)
          .set(f.users.admin.auth)
          .send({ startTime: FUTURE, ...body })
          .expect(201)
      ).body.item.id as string;
    drinks = await item({ title: 'Welcome drinks' });
    rehearsal = await item({ title: 'Rehearsal dinner', audience: 'parties', partyIds: [await partyOf(cai!)] });
    const brunch = await item({ title: 'Last year’s brunch', startTime: '2020-06-12T10:00:00.000Z' });
    const answer = (user: SignedInUser, itemId: string, status: string) =>
      http().put(`/api/schedule/${itemId}/rsvp`).set(user.auth).send({ status }).expect(200);
    await answer(ana!, drinks, 'going');
    await answer(ben!, drinks, 'not_going');
    await answer(cai!, rehearsal, 'going');
    // Dan's answers: one to an item that is over, one kept from before the rehearsal was private.
    await t.db.query(
      `INSERT INTO rsvps ("scheduleEventId", "userId", status) VALUES ($1, $3, 'going'), ($2, $3, 'going')`,
      [brunch, rehearsal, dan!.id],
    );
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await smtp.stop();
  });

  describe('posting', () => {
    it('goes to every member, the author included, and answers the announcement, pinned', async () => {
      const { body } = await post(f.users.admin, {
        body: '  The bus leaves the hotel at 9.\nBring a jacket.  ',
        link: 'https://maps.example/bus-stop',
        audience: 'everyone',
      }).expect(201);
      const [admin] = await t.db.query('SELECT "displayName", "photoURL" FROM users WHERE id = $1', [f.users.admin.id]);
      expect(body.announcement).toEqual({
        id: expect.any(String),
        eventId: f.eventId,
        body: 'The bus leaves the hotel at 9.\nBring a jacket.',
        link: 'https://maps.example/bus-stop',
        audience: 'everyone',
        scheduleItemId: null,
        scheduleItemTitle: null,
        pinned: true,
        createdAt: expect.any(String),
        author: { userId: f.users.admin.id, displayName: admin.displayName, photoURL: admin.photoURL },
        recipientCount: 7,
      });
      expect(await recipients(body.announcement.id)).toEqual(everyone());
    });

    it('to those going: members going to an item to come they may see', async () => {
      const { body } = await post(f.users.admin, { body: 'Dress code: smart casual', audience: 'going' }).expect(201);
      expect(await recipients(body.announcement.id)).toEqual(sorted(ana!, cai!));
      expect(body.announcement.recipientCount).toBe(2);
    });

    it('to those who have not answered an item to come they are asked to', async () => {
      const { body } = await post(f.users.creator, {
        body: 'Please answer by Friday',
        audience: 'not_responded',
      }).expect(201);
      expect(await recipients(body.announcement.id)).toEqual(
        sorted(f.users.creator, f.users.admin, f.users.attendee, cai!, dan!),
      );
    });

    it('to an item’s guests: those going who may see it, never someone uninvited', async () => {
      const { body } = await post(f.users.admin, {
        body: 'The rehearsal moved to the terrace',
        audience: 'item',
        scheduleItemId: rehearsal,
      }).expect(201);
      expect(body.announcement).toMatchObject({ scheduleItemId: rehearsal, scheduleItemTitle: 'Rehearsal dinner' });
      expect(await recipients(body.announcement.id)).toEqual([cai!.id]);
      // Dan's old answer is stored, but he may not see the item: he is not told, and cannot read it.
      expect((await list(dan!)).map((a) => a.id)).not.toContain(body.announcement.id);
      await http()
        .patch(`/api/announcements/${body.announcement.id}`)
        .set(dan!.auth)
        .send({ pinned: false })
        .expect(404);
    });

    it('keeps markup as plain text', async () => {
      const { body } = await post(f.users.admin, {
        body: '<script>alert(1)</script> & <b>bold</b>',
        audience: 'item',
        scheduleItemId: drinks,
      }).expect(201);
      expect(body.announcement.body).toBe('<script>alert(1)</script> & <b>bold</b>');
      expect(await recipients(body.announcement.id)).toEqual([ana!.id]);
    });

    it('lets all of many posted at once land', async () => {
      const before = (await list(f.users.admin)).length;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(f.users.admin, { body: `Update ${i}`, audience: 'going' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect((await list(f.users.admin)).length).toBe(before + 8);
      expect(new Set(answers.map((answer) => answer.body.announcement.id)).size).toBe(8);
    });
  });

  describe('refusals', () => {
    it('is for admins only, and for members of the event only', async () => {
      const body = { body: 'Hello', audience: 'everyone' };
      await refused(() => post(f.users.attendee, body), 403, 'Only event admins can do this');
      await refused(() => post(f.users.outsider, body), 404, 'Event not found');
      await refused(() => http().post(`/api/events/${f.eventId}/announcements`).send(body), 401);
      await http().get(`/api/events/${f.eventId}/announcements`).set(f.users.outsider.auth).expect(404);
      await http().get(`/api/events/${f.eventId}/announcements`).expect(401);
    });

    it('refuses a bad text, link, audience or item, and unknown fields', async () => {
      const cases: Array<[object, string]> = [
        [{ body: '', audience: 'everyone' }, 'Announcement is required'],
        [{ body: ' \n ', audience: 'everyone' }, 'Announcement is required'],
        [{ audience: 'everyone' }, 'Announcement is required'],
        [{ body: 'x'.repeat(2001), audience: 'everyone' }, 'Announcement must be 2000 characters or fewer'],
        [
          { body: 'Hi', link: 'javascript:alert(1)', audience: 'everyone' },
          'Link must be a web address (http or https)',
        ],
        [
          { body: 'Hi', link: 'ftp://files.example/a', audience: 'everyone' },
          'Link must be a web address (http or https)',
        ],
        [{ body: 'Hi', link: 'not a link', audience: 'everyone' }, 'Link must be a web address (http or https)'],
        [
          { body: 'Hi', link: `https://a.example/${'x'.repeat(2040)}`, audience: 'everyone' },
          'Link must be 2048 characters or fewer',
        ],
        [{ body: 'Hi', audience: 'all' }, 'Audience must be everyone, going, not_responded or item'],
        [{ body: 'Hi', audience: 'item' }, 'Choose the schedule item whose guests it is for'],
        [
          { body: 'Hi', audience: 'going', scheduleItemId: drinks },
          'Only an announcement for one item names a schedule item',
        ],
        [{ body: 'Hi', audience: 'item', scheduleItemId: 'nope' }, 'Schedule item not found'],
        [
          { body: 'Hi', audience: 'item', scheduleItemId: '00000000-0000-4000-8000-000000000000' },
          'The schedule item is not in this event',
        ],
        [{ body: 'Hi', audience: 'everyone', pinned: false }, 'Unknown property: pinned'],
      ];
      for (const [body, message] of cases) await refused(() => post(f.users.admin, body), 400, message);

      const other = await createEventFixture(t, 'Other Trip');
      const theirs = (
        await http()
          .post(`/api/events/${other.eventId}/schedule`)
          .set(other.users.admin.auth)
          .send({ title: 'Their dinner', startTime: FUTURE })
          .expect(201)
      ).body.item.id;
      await refused(
        () => post(f.users.admin, { body: 'Hi', audience: 'item', scheduleItemId: theirs }),
        400,
        'The schedule item is not in this event',
      );
    });

    it('takes a text of exactly 2000 characters once trimmed', async () => {
      const { body } = await post(f.users.admin, { body: `  ${'y'.repeat(2000)}  `, audience: 'going' }).expect(201);
      expect(body.announcement.body).toHaveLength(2000);
      await http().delete(`/api/announcements/${body.announcement.id}`).set(f.users.admin.auth).expect(204);
    });
  });

  describe('reading', () => {
    it('shows members what they received and admins everything, newest first', async () => {
      const forAna = (
        await post(f.users.admin, { body: 'Only Ana', audience: 'item', scheduleItemId: drinks }).expect(201)
      ).body.announcement.id;
      const forCai = (
        await post(f.users.admin, { body: 'Only Cai', audience: 'item', scheduleItemId: rehearsal }).expect(201)
      ).body.announcement.id;
      const anaSees = (await list(ana!)).map((a) => a.id);
      expect(anaSees).toContain(forAna);
      expect(anaSees).not.toContain(forCai);
      expect((await list(ben!)).map((a) => a.id)).not.toContain(forAna);
      expect((await list(f.users.attendee)).length).toBeLessThan((await list(f.users.creator)).length);
      const [newest, next] = await list(f.users.creator);
      expect([newest!.id, next!.id]).toEqual([forCai, forAna]);
      // The admin who did not post it reads it too.
      expect((await list(f.users.admin)).map((a) => a.id)).toEqual(expect.arrayContaining([forAna, forCai]));
    });

    it('lists only the pinned ones when asked', async () => {
      const id = (await post(f.users.admin, { body: 'Soon unpinned', audience: 'everyone' }).expect(201)).body
        .announcement.id;
      await http().patch(`/api/announcements/${id}`).set(f.users.admin.auth).send({ pinned: false }).expect(200);
      expect((await list(ana!, '?pinned=true')).map((a) => a.id)).not.toContain(id);
      expect((await list(ana!, '?pinned=false')).map((a) => a.id)).toContain(id);
      expect((await list(ana!, '?pinned=true')).every((a) => a.pinned)).toBe(true);
      await http().get(`/api/events/${f.eventId}/announcements?pinned=maybe`).set(ana!.auth).expect(400);
    });

    it('shows in the activity feed of those it went to and of the admins', async () => {
      const id = (
        await post(f.users.admin, { body: 'Only Ana\nreads this', audience: 'item', scheduleItemId: drinks }).expect(
          201,
        )
      ).body.announcement.id;
      const feed = async (user: { auth: Record<string, string> }) =>
        (await http().get(`/api/events/${f.eventId}/activity?limit=100`).set(user.auth).expect(200)).body
          .activity as Array<{ id: string; type: string; text: string; link: string }>;
      for (const reader of [ana!, f.users.creator]) {
        expect((await feed(reader)).find((entry) => entry.id === id)).toMatchObject({
          type: 'announcement_posted',
          text: 'announced: Only Ana reads this',
          link: `/events/${f.eventId}`,
        });
      }
      expect((await feed(ben!)).map((entry) => entry.id)).not.toContain(id);
    });

    it('is gone for a removed member', async () => {
      const eve = await t.signIn(uniqueEmail('eve'));
      await addMember(t.db, f.eventId, eve.id, 'attendee');
      const id = (await post(f.users.admin, { body: 'For Eve too', audience: 'everyone' }).expect(201)).body
        .announcement.id;
      expect((await list(eve)).map((a) => a.id)).toContain(id);
      await http().delete(`/api/events/${f.eventId}/members/${eve.id}`).set(f.users.admin.auth).expect(204);
      await http().get(`/api/events/${f.eventId}/announcements`).set(eve.auth).expect(404);
    });
  });

  describe('pinning and deleting', () => {
    it('lets admins unpin, pin again and delete; members who received it get 403, others 404', async () => {
      const { announcement } = (
        await post(f.users.admin, { body: 'Pin me', audience: 'item', scheduleItemId: drinks }).expect(201)
      ).body;
      const path = `/api/announcements/${announcement.id}`;
      await refused(
        () => http().patch(path).set(ana!.auth).send({ pinned: false }),
        403,
        'Only event admins can do this',
      );
      await refused(() => http().delete(path).set(ana!.auth), 403, 'Only event admins can do this');
      await refused(() => http().patch(path).set(ben!.auth).send({ pinned: false }), 404, 'Announcement not found');
      await refused(() => http().delete(path).set(f.users.outsider.auth), 404, 'Announcement not found');
      await refused(() => http().delete(path), 401);
      await refused(
        () => http().patch(path).set(f.users.admin.auth).send({ pinned: 'no' }),
        400,
        'Pinned must be true or false',
      );
      await refused(() => http().patch(path).set(f.users.admin.auth).send({}), 400, 'Pinned must be true or false');
      await refused(
        () => http().delete('/api/announcements/nope').set(f.users.admin.auth),
        404,
        'Announcement not found',
      );

      const unpinned = await http().patch(path).set(f.users.creator.auth).send({ pinned: false }).expect(200);
      expect(unpinned.body.announcement).toMatchObject({ id: announcement.id, pinned: false });
      const pinned = await http().patch(path).set(f.users.admin.auth).send({ pinned: true }).expect(200);
      expect(pinned.body.announcement.pinned).toBe(true);

      expect(await bell(announcement.id)).toHaveLength(1);
      await http().delete(path).set(f.users.creator.auth).expect(204);
      expect(await bell(announcement.id)).toEqual([]);
      expect((await list(ana!)).map((a) => a.id)).not.toContain(announcement.id);
      await http().delete(path).set(f.users.admin.auth).expect(404);
    });
  });

  describe('telling the recipients', () => {
    it('writes a bell entry for each recipient but the author', async () => {
      const { announcement } = (
        await post(f.users.admin, {
          body: `Ceremony starts at 4. ${'More details. '.repeat(20)}`,
          audience: 'going',
        }).expect(201)
      ).body;
      const [admin] = await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [f.users.admin.id]);
      const rows = await bell(announcement.id);
      expect(rows.map((row) => row.userId).sort()).toEqual(sorted(ana!, cai!));
      for (const row of rows) {
        expect(row).toMatchObject({
          eventId: f.eventId,
          kind: 'announcement',
          actorId: f.users.admin.id,
          subjectId: announcement.id,
          link: `/events/${f.eventId}`,
          dedupeKey: `announcement:${announcement.id}:${row.userId}`,
        });
        expect(row.text.startsWith(`${admin.displayName}: Ceremony starts at 4.`)).toBe(true);
        expect([...row.text]).toHaveLength(140);
      }
      const everyoneRows = await bell(
        (await post(f.users.admin, { body: 'To all', audience: 'everyone' }).expect(201)).body.announcement.id,
      );
      expect(everyoneRows.map((row) => row.userId).sort()).toEqual(everyone().filter((id) => id !== f.users.admin.id));
    });

    it('e-mails each recipient but the author who wants announcements, with a one-click way out', async () => {
      await http().patch('/api/user/email-preferences').set(ben!.auth).send({ announcements: false }).expect(200);
      const { announcement } = (
        await post(f.users.creator, {
          body: 'Rain plan: we move indoors.\n<b>Umbrellas</b> at the door.',
          link: 'https://weather.example/harbour?day=12&unit=c',
          audience: 'everyone',
        }).expect(201)
      ).body;
      const [creator] = await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [f.users.creator.id]);
      const subject = `Announcement from ${creator.displayName}: Harbour Wedding`;
      const mail = await waitForMail(ana!.email, subject);
      const body = mailText(mail);
      expect(body).toContain('Rain plan: we move indoors.');
      expect(body).toContain('&lt;b&gt;Umbrellas&lt;/b&gt; at the door.');
      expect(body).toContain('Link: https://weather.example/harbour?day=12&unit=c');
      expect(body).toContain(`Open the event: ${t.baseUrl}/events/${f.eventId}`);
      expect(body).toContain('Stop announcements');
      expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      await waitForMail(dan!.email, subject);

      // The author and the member who turned announcements off get none: no e-mail is even written.
      const outbox = await t.db.query(
        `SELECT "userId" FROM mail_outbox WHERE kind = 'announcement' AND payload->>'announcementId' = $1`,
        [announcement.id],
      );
      expect(outbox.map((row: { userId: string }) => row.userId).sort()).toEqual(
        everyone().filter((id) => id !== f.users.creator.id && id !== ben!.id),
      );
      await sleep(1000);
      expect(smtp.to(f.users.creator.email).filter((m) => decodeWords(m.subject).startsWith(subject))).toEqual([]);
      expect(smtp.to(ben!.email).filter((m) => decodeWords(m.subject).startsWith(subject))).toEqual([]);

      // Ana's one click turns off announcements and nothing else.
      const link = /^<(.+)>$/.exec(mailHeader(mail, 'List-Unsubscribe')!)![1]!;
      const url = new URL(link);
      const page = await http().get(`${url.pathname}${url.search}`).expect(200);
      expect(page.text).toContain('Stop announcements?');
      await http()
        .post(`${url.pathname}${url.search}`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      const preferences = (await http().get('/api/user/email-preferences').set(ana!.auth).expect(200)).body.preferences;
      expect(preferences).toEqual({ eventDates: true, scheduleUpdates: true, reminders: true, announcements: false });

      const next = (await post(f.users.creator, { body: 'Second notice', audience: 'everyone' }).expect(201)).body
        .announcement;
      const nextMail = await waitForMail(dan!.email, subject);
      expect(nextMail).toBeDefined();
      const written = await t.db.query(
        `SELECT "userId" FROM mail_outbox WHERE kind = 'announcement' AND payload->>'announcementId' = $1`,
        [next.id],
      );
      expect(written.map((row: { userId: string }) => row.userId)).not.toContain(ana!.id);
      // Still in Ana's bell: the preference is about e-mail.
      expect((await bell(next.id)).map((row) => row.userId)).toContain(ana!.id);
    });

    it('sends nothing for an announcement deleted before its e-mail went out', async () => {
      const eventMails = async () =>
        (await t.db.query(
          `SELECT o."sentAt", o."skippedAt" FROM mail_outbox o WHERE o.kind = 'announcement' AND o.payload->>'announcementId' = $1`,
          [deletedId],
        )) as Array<{ sentAt: Date | null; skippedAt: Date | null }>;
      let deletedId = '';
      await worker.close();
      try {
        deletedId = (
          await post(f.users.admin, { body: 'Oops, wrong event', audience: 'item', scheduleItemId: rehearsal }).expect(
            201,
          )
        ).body.announcement.id;
        await http().delete(`/api/announcements/${deletedId}`).set(f.users.admin.auth).expect(204);
      } finally {
        worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url });
      }
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await eventMails()).some((row) => row.skippedAt === null)) await sleep(100);
      const rows = await eventMails();
      // Cai's, the one recipient.
      expect(rows).toHaveLength(1);
      expect(rows.every((row) => row.skippedAt !== null && row.sentAt === null)).toBe(true);
    });
  });
});

describe('Message rate limit', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    // Counters live in Redis, shared by every API on the same key prefix: this app's low limit gets its own.
    t = await startTestApp({ MESSAGE_RATE_LIMIT_PER_MINUTE: '3', QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-messages` });
    f = await createEventFixture(t, 'Chatty Weekend');
  });
  afterAll(() => t.close());

  it('limits the announcements and comments each account posts, and comment edits, not reads or other writes', async () => {
    const admin = f.users.admin;
    await t
      .http()
      .post(`/api/events/${f.eventId}/announcements`)
      .set(admin.auth)
      .send({ body: 'One', audience: 'everyone' })
      .expect(201);
    const carpool = (
      await t
        .http()
        .post(`/api/events/${f.eventId}/carpools`)
        .set(admin.auth)
        .send({ fromLocation: 'Airport', toLocation: 'Villa', departureTime: '2031-06-12T12:00:00.000Z' })
        .expect(201)
    ).body.carpool.id;
    const comment = (
      await t.http().post(`/api/carpools/${carpool}/comments`).set(admin.auth).send({ body: 'Two' }).expect(201)
    ).body.comment.id;
    await t.http().patch(`/api/comments/${comment}`).set(admin.auth).send({ body: 'Three' }).expect(200);

    const blocked = await t
      .http()
      .post(`/api/events/${f.eventId}/announcements`)
      .set(admin.auth)
      .send({ body: 'Four', audience: 'everyone' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests. Please wait a moment and try again.');
    await t.http().post(`/api/carpools/${carpool}/comments`).set(admin.auth).send({ body: 'Five' }).expect(429);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM announcements WHERE "eventId" = $1', [
      f.eventId,
    ]);
    expect(count).toBe(1);

    // Reads, other writes and other accounts go on.
    await t.http().get(`/api/events/${f.eventId}/announcements`).set(admin.auth).expect(200);
    await t.http().delete(`/api/comments/${comment}`).set(admin.auth).expect(204);
    await t
      .http()
      .post(`/api/carpools/${carpool}/comments`)
      .set(f.users.attendee.auth)
      .send({ body: 'Mine' })
      .expect(201);
  });
});
