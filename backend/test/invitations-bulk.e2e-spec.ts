import { createEventFixture, type EventFixture } from './support/event-fixture';
import { emailsOf, expectRefused, f, headers, invite, smtp, t, useMembersSuite } from './support/members-suite';
import { uniqueEmail } from './support/test-app';

/** Parties on invitations, and lists of invitees pasted by an admin: previewed, then sent. */
describe('Members and invitations', () => {
  useMembersSuite();

  type Auth = Record<string, string>;
  const preview = (text: string, fixture: EventFixture = f, caller: Auth = fixture.users.admin.auth) =>
    t.http().post(`/api/events/${fixture.eventId}/invitations/bulk/preview`).set(caller).send({ text });
  const send = (text: string, fixture: EventFixture = f, caller: Auth = fixture.users.admin.auth) =>
    t.http().post(`/api/events/${fixture.eventId}/invitations/bulk`).set(caller).send({ text });
  const pending = async (fixture: EventFixture = f) =>
    (await t.http().get(`/api/events/${fixture.eventId}/invitations`).set(fixture.users.admin.auth).expect(200)).body
      .invitations as { id: string; email: string; name: string | null; guestLimit: number; guests: unknown[] }[];
  const invitationsTo = async (emails: string[]) =>
    Number((await t.db.query('SELECT count(*) FROM event_invitations WHERE email = ANY($1)', [emails]))[0].count);
  /** Invitations revoked today whose e-mails were made: they count toward the creator's day. */
  const emailedToday = (fixture: EventFixture, count: number) =>
    t.db.query(
      `WITH made AS (
         INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken", status)
         SELECT $1, $2, 'earlier' || n || '.' || md5(random()::text) || '@example.com', md5(random()::text || n), 'revoked'
         FROM generate_series(1, $3::int) n RETURNING id)
       INSERT INTO mail_outbox ("invitationId", "skippedAt") SELECT id, now() FROM made`,
      [fixture.eventId, fixture.users.creator.id, count],
    );
  const sentToday = async (fixture: EventFixture) =>
    Number(
      (
        await t.db.query(
          `SELECT count(*) FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId"
           WHERE i."eventId" = $1 AND o."createdAt" >= date_trunc('day', now())`,
          [fixture.eventId],
        )
      )[0].count,
    );
  const tokenOf = async (email: string) =>
    (await t.db.query('SELECT "inviteToken" FROM event_invitations WHERE email = $1', [email]))[0].inviteToken;
  const partyOf = async (userId: string) => {
    const [party] = await t.db.query(
      `SELECT p.id, p."guestLimit" FROM event_members m JOIN parties p ON p.id = m."partyId"
       WHERE m."eventId" = $1 AND m."userId" = $2`,
      [f.eventId, userId],
    );
    const guests = await t.db.query(
      'SELECT name, "ageGroup", "eventId" FROM party_guests WHERE "partyId" = $1 ORDER BY name NULLS LAST',
      [party.id],
    );
    return { guestLimit: party.guestLimit as number, guests };
  };

  describe('parties', () => {
    it('invites a party with named guests, and accepting makes the party with them', async () => {
      const email = uniqueEmail('family');
      const response = await t
        .http()
        .post(`/api/events/${f.eventId}/members`)
        .set(f.users.admin.auth)
        .send({
          userEmail: email,
          name: '  Maria Silva ',
          guestLimit: 3,
          guests: [{ name: 'Tom Silva', ageGroup: 'adult' }, { name: ' ', ageGroup: 'child' }, { ageGroup: 'child' }],
        })
        .expect(201);
      expect(response.body.invitation).toMatchObject({
        email,
        name: 'Maria Silva',
        guestLimit: 3,
        guests: [
          { name: 'Tom Silva', ageGroup: 'adult' },
          { name: null, ageGroup: 'child' },
          { name: null, ageGroup: 'child' },
        ],
      });
      expect((await pending()).find((invitation) => invitation.email === email)).toMatchObject({
        name: 'Maria Silva',
        guestLimit: 3,
      });

      const [mail] = await smtp.waitFor(email);
      const guest = await t.signIn(email);
      await t
        .http()
        .post(`/api/invitations/${mail!.links[0]!.split('/invite/')[1]}/accept`)
        .set(guest.auth)
        .expect(200);
      expect(await partyOf(guest.id)).toEqual({
        guestLimit: 3,
        guests: [
          { name: 'Tom Silva', ageGroup: 'adult', eventId: f.eventId },
          { name: null, ageGroup: 'child', eventId: f.eventId },
          { name: null, ageGroup: 'child', eventId: f.eventId },
        ],
      });
    });

    it.each([
      [
        'more guests named than the invitation brings',
        { guestLimit: 1, guests: [{ ageGroup: 'adult' }, { ageGroup: 'child' }] },
        '2 guests named, but this invitation brings at most 1 guest',
      ],
      [
        'guests named without a guest limit',
        { guests: [{ name: 'Tom', ageGroup: 'adult' }] },
        '1 guest named, but this invitation brings no guests: raise the number of guests first',
      ],
      ['a guest limit above ten', { guestLimit: 11 }, 'A party may bring at most 10 guests'],
      ['a guest limit that is not whole', { guestLimit: 1.5 }, 'Guest limit must be a whole number'],
      [
        'a guest who is neither adult nor child',
        { guestLimit: 1, guests: [{ ageGroup: 'teen' }] },
        'Age group must be adult or child',
      ],
      ['a name over 100 characters', { name: 'n'.repeat(101) }, 'Name must be 100 characters or fewer'],
    ])('refuses %s with 400', async (_, party, message) => {
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/members`)
            .set(f.users.admin.auth)
            .send({ userEmail: uniqueEmail('refused'), ...party }),
        400,
        message,
      );
    });

    it('lets an admin change a pending invitation’s name and party, within its limit', async () => {
      const { invitation } = await invite(uniqueEmail('later'));
      const url = `/api/events/${f.eventId}/invitations/${invitation.id}`;
      const changed = await t
        .http()
        .patch(url)
        .set(f.users.admin.auth)
        .send({ name: 'Lee', guestLimit: 2, guests: [{ name: 'Kim', ageGroup: 'adult' }] })
        .expect(200);
      expect(changed.body.invitation).toMatchObject({
        id: invitation.id,
        name: 'Lee',
        guestLimit: 2,
        guests: [{ name: 'Kim', ageGroup: 'adult' }],
      });

      // Named guests are checked against the stored limit when no new one is sent, and the reverse.
      await expectRefused(
        () =>
          t
            .http()
            .patch(url)
            .set(f.users.admin.auth)
            .send({ guests: [{ ageGroup: 'adult' }, { ageGroup: 'adult' }, { ageGroup: 'child' }] }),
        400,
        '3 guests named, but this invitation brings at most 2 guests',
      );
      await expectRefused(
        () => t.http().patch(url).set(f.users.admin.auth).send({ guestLimit: 0 }),
        400,
        '1 guest named, but this invitation brings no guests: raise the number of guests first',
      );
      const cleared = await t.http().patch(url).set(f.users.admin.auth).send({ name: null, guests: [] }).expect(200);
      expect(cleared.body.invitation).toMatchObject({ name: null, guestLimit: 2, guests: [] });

      await expectRefused(() => t.http().patch(url).set(headers('attendee')).send({ guestLimit: 1 }), 403);
      await expectRefused(() => t.http().patch(url).set(headers('outsider')).send({ guestLimit: 1 }), 404);
      await expectRefused(
        () =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/invitations/00000000-0000-4000-8000-000000000000`)
            .set(f.users.admin.auth)
            .send({ guestLimit: 1 }),
        404,
        'Invitation not found',
      );
      await t.http().delete(url).set(f.users.admin.auth).expect(204);
      await expectRefused(
        () => t.http().patch(url).set(f.users.admin.auth).send({ guestLimit: 1 }),
        404,
        'Invitation not found',
      );
    });
  });

  describe('bulk invite', () => {
    it('previews each line, marking bad lines, repeats, members and pending invitations, and writes nothing', async () => {
      const [ana, bo, cy, di] = ['ana', 'bo', 'cy', 'di'].map((label) => uniqueEmail(label));
      const waiting = uniqueEmail('waiting');
      await invite(waiting);
      const text = [
        'Name,Email,Party size',
        `Ana Lima,${ana},3`,
        '',
        `Bo Chen <${bo}>`,
        cy,
        `"Smith, Di",${di},1`,
        'Ed,not-an-email,2',
        ana.toUpperCase(),
        `Attendee <${f.users.attendee.email}>`,
        waiting,
      ].join('\n');
      const response = await preview(text).expect(200);
      expect(response.body).toEqual({
        lines: [
          { line: 2, raw: `Ana Lima,${ana},3`, name: 'Ana Lima', email: ana, guestLimit: 2, status: 'ok' },
          { line: 4, raw: `Bo Chen <${bo}>`, name: 'Bo Chen', email: bo, guestLimit: 0, status: 'ok' },
          { line: 5, raw: cy, name: null, email: cy, guestLimit: 0, status: 'ok' },
          { line: 6, raw: `"Smith, Di",${di},1`, name: 'Smith, Di', email: di, guestLimit: 0, status: 'ok' },
          {
            line: 7,
            raw: 'Ed,not-an-email,2',
            name: null,
            email: null,
            guestLimit: 0,
            status: 'invalid',
            message: 'This line has no e-mail address',
          },
          {
            line: 8,
            raw: ana.toUpperCase(),
            name: null,
            email: ana,
            guestLimit: 0,
            status: 'duplicate',
            message: 'Also on line 2',
          },
          {
            line: 9,
            raw: `Attendee <${f.users.attendee.email}>`,
            name: 'Attendee',
            email: f.users.attendee.email,
            guestLimit: 0,
            status: 'member',
            message: 'Already a member of this event',
          },
          {
            line: 10,
            raw: waiting,
            name: null,
            email: waiting,
            guestLimit: 0,
            status: 'invited',
            message: 'Already invited: the invitation is waiting for an answer',
          },
        ],
        sendable: 4,
        quota: { remainingToday: expect.any(Number), placesLeft: expect.any(Number), wouldExceed: false },
      });
      expect(await invitationsTo([ana, bo, cy, di])).toBe(0);
    });

    it('sends the sendable lines with their e-mails, lists them pending, and names what it skipped', async () => {
      const [ana, bo, cy] = ['ana', 'bo', 'cy'].map((label) => uniqueEmail(label));
      const text = `Ana Lima,${ana},3\nbad line\nBo <${bo}>\n${cy}\n${f.users.attendee.email}`;
      const response = await send(text).expect(201);
      expect(response.body.invited).toBe(3);
      expect(response.body.skipped.map(({ line, status }: { line: number; status: string }) => [line, status])).toEqual(
        [
          [2, 'invalid'],
          [5, 'member'],
        ],
      );
      const listed = await pending();
      expect(listed.find((invitation) => invitation.email === ana)).toMatchObject({
        name: 'Ana Lima',
        guestLimit: 2,
        guests: [],
      });
      expect(listed.find((invitation) => invitation.email === bo)).toMatchObject({ name: 'Bo', guestLimit: 0 });
      for (const email of [ana, bo, cy]) expect(await smtp.waitFor(email)).toHaveLength(1);

      // Accepting makes Ana's party of three: she and two guests, named later.
      const guest = await t.signIn(ana);
      await t
        .http()
        .post(`/api/invitations/${await tokenOf(ana)}/accept`)
        .set(guest.auth)
        .expect(200);
      expect(await partyOf(guest.id)).toEqual({ guestLimit: 2, guests: [] });

      // Sent again, every line is skipped: nothing new is written or e-mailed.
      const again = await send(text).expect(201);
      expect(again.body.invited).toBe(0);
      expect(again.body.skipped.map(({ status }: { status: string }) => status)).toEqual([
        'member',
        'invalid',
        'invited',
        'invited',
        'member',
      ]);
      const [{ id }] = await t.db.query('SELECT id FROM event_invitations WHERE email = $1', [bo]);
      expect(await emailsOf(id)).toBe(1);
    });

    it('refuses a list that would pass the daily invitation limit, says so first, and sends nothing', async () => {
      const busy = await createEventFixture(t, 'Busy Bulk');
      await emailedToday(busy, 195);
      const emails = Array.from({ length: 6 }, () => uniqueEmail('over'));
      const text = emails.join('\n');
      const message =
        'Sending 6 invitations would pass the daily invitation limit: the Pro plan allows 200 invitation e-mails per day, and 5 are left today.';

      const previewed = await preview(text, busy).expect(200);
      expect(previewed.body).toMatchObject({
        sendable: 6,
        quota: { remainingToday: 5, wouldExceed: true },
        message,
      });
      await expectRefused(() => send(text, busy), 403, `${message} Nothing was sent.`);
      expect(await invitationsTo(emails)).toBe(0);
      expect(await sentToday(busy)).toBe(195);

      // Five fit.
      await send(emails.slice(1).join('\n'), busy).expect(201);
      expect(await sentToday(busy)).toBe(200);
      for (const email of emails.slice(1)) await smtp.waitFor(email);
    });

    it('lets simultaneous lists through only while they fit what is left today', async () => {
      const rushed = await createEventFixture(t, 'Rushed Bulk');
      await emailedToday(rushed, 190);
      const lists = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => uniqueEmail('rush')));
      const answers = await Promise.all(lists.map((emails) => send(emails.join('\n'), rushed)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 403]);
      expect(answers.find((answer) => answer.status === 403)!.body.message).toBe(
        'Sending 4 invitations would pass the daily invitation limit: the Pro plan allows 200 invitation e-mails per day, and 2 are left today. Nothing was sent.',
      );
      expect(await sentToday(rushed)).toBe(198);
      expect((await pending(rushed)).length).toBe(8);
      const sent = lists.filter((_, index) => answers[index]!.status === 201).flat();
      for (const email of sent) await smtp.waitFor(email);
    });

    it('refuses attendees (403), outsiders and strangers (404) and the signed-out (401)', async () => {
      const text = uniqueEmail('nobody');
      for (const call of [preview, send]) {
        await expectRefused(() => call(text, f, headers('attendee')), 403);
        await expectRefused(() => call(text, f, headers('outsider')), 404);
        await expectRefused(() => call(text, f, headers('removed')), 404);
        await expectRefused(() => call(text, f, {}), 401);
      }
    });

    it.each([
      ['no list', {}, 'Paste a list of people to invite'],
      ['an empty list', { text: '' }, 'Paste a list of people to invite'],
      ['a list over 50,000 characters', { text: 'a'.repeat(50_001) }, 'The list must be 50,000 characters or fewer'],
      ['a list that is not text', { text: ['a@example.com'] }, 'Paste a list of people to invite'],
    ])('answers %s with 400', async (_, body, message) => {
      for (const path of ['bulk/preview', 'bulk']) {
        await expectRefused(
          () => t.http().post(`/api/events/${f.eventId}/invitations/${path}`).set(f.users.admin.auth).send(body),
          400,
          message,
        );
      }
    });
  });
});
