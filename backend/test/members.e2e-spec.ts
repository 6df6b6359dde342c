import type { INestApplicationContext } from '@nestjs/common';
import { createEventFixture, EventFixture } from './support/event-fixture';
import { SmtpSink } from './support/smtp-sink';
import { databaseFingerprint, SignedInUser, startTestApp, TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

type Caller = 'anonymous' | 'outsider' | 'attendee' | 'admin' | 'creator' | 'removed';

describe('Members and invitations', () => {
  let t: TestApp;
  let f: EventFixture;
  let smtp: SmtpSink;
  let worker: INestApplicationContext;
  let removed: SignedInUser;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url });
    f = await createEventFixture(t, 'Barcelona Birthday');
    removed = await t.signIn(uniqueEmail('removed'));
    await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
      f.eventId,
      removed.id,
      'attendee',
    ]);
    await t.http().delete(`/api/events/${f.eventId}/members/${removed.id}`).set(f.users.admin.auth).expect(204);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await smtp.stop();
  });

  const headers = (caller: Caller) => (caller === 'removed' ? removed.auth : f.headers(caller));

  async function expectRefused(
    send: () => PromiseLike<{ status: number; body: { message: string } }>,
    status: number,
    message?: string,
  ) {
    const before = await databaseFingerprint(t.db);
    const response = await send();
    expect(response.status).toBe(status);
    if (message) expect(response.body.message).toContain(message);
    expect(await databaseFingerprint(t.db)).toEqual(before);
    return response;
  }

  async function invite(email: string, role: 'attendee' | 'admin' = 'attendee', by: SignedInUser = f.users.admin) {
    const response = await t
      .http()
      .post(`/api/events/${f.eventId}/members`)
      .set(by.auth)
      .send({ userEmail: email, role })
      .expect(201);
    const [mail] = await smtp.waitFor(email);
    const link = mail!.links[0]!;
    return { invitation: response.body.invitation, mail: mail!, token: link.split('/invite/')[1]!, link };
  }

  /** Moves an invitation's e-mails back in time, as if the last was sent that many seconds ago. */
  const emailedSecondsAgo = (invitationId: string, seconds: number) =>
    t.db.query(
      'UPDATE mail_outbox SET "createdAt" = "createdAt" - make_interval(secs => $2) WHERE "invitationId" = $1',
      [invitationId, seconds],
    );
  const emailsOf = async (invitationId: string) =>
    Number((await t.db.query('SELECT count(*) FROM mail_outbox WHERE "invitationId" = $1', [invitationId]))[0].count);

  describe('invitation e-mail quotas', () => {
    it('answers thirty quick re-sends with 429 and when to try again, and sends one e-mail', async () => {
      const { invitation } = await invite(uniqueEmail('spammed'));
      const resend = () =>
        t.http().post(`/api/events/${f.eventId}/invitations/${invitation.id}/resend`).set(f.users.admin.auth);
      const answers = await Promise.all(Array.from({ length: 30 }, resend));
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(429));
      expect(answers[0]!.body.message).toMatch(
        /^This invitation was e-mailed recently. It can be sent again in (\d+ seconds?|1 minute)\.$/,
      );
      expect(Number(answers[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answers[0]!.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(await emailsOf(invitation.id)).toBe(1);

      // A minute later it goes, twice more; a fourth e-mail the same day waits for the day to pass.
      await emailedSecondsAgo(invitation.id, 61);
      await resend().expect(201);
      await emailedSecondsAgo(invitation.id, 61);
      await resend().expect(201);
      await emailedSecondsAgo(invitation.id, 61);
      const fourth = await resend().expect(429);
      expect(fourth.body.message).toMatch(/It can be sent again in \d+ hours?\.$/);
      expect(await emailsOf(invitation.id)).toBe(3);
    });

    it('sends one e-mail for fifteen revoke-then-invite cycles in a minute', async () => {
      const email = uniqueEmail('cycled');
      const { invitation } = await invite(email);
      const answers: number[] = [];
      for (let cycle = 0; cycle < 15; cycle++) {
        await t.http().delete(`/api/events/${f.eventId}/invitations/${invitation.id}`).set(f.users.admin.auth);
        const again = await t
          .http()
          .post(`/api/events/${f.eventId}/members`)
          .set(f.users.admin.auth)
          .send({ userEmail: email, role: 'attendee' });
        answers.push(again.status);
      }
      expect(answers).toEqual(Array(15).fill(429));
      expect(await emailsOf(invitation.id)).toBe(1);
    });

    it('counts every e-mail, re-sends included, against the plan’s daily limit', async () => {
      const busy = await createEventFixture(t, 'Resent');
      const [{ id: filler }] = await t.db.query(
        `INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken", status)
         VALUES ($1, $2, $3, md5(random()::text), 'revoked') RETURNING id`,
        [busy.eventId, busy.users.creator.id, uniqueEmail('filler')],
      );
      await t.db.query(
        `INSERT INTO mail_outbox ("invitationId", "skippedAt") SELECT $1, now() FROM generate_series(1, 198)`,
        [filler],
      );
      const made = await t
        .http()
        .post(`/api/events/${busy.eventId}/members`)
        .set(busy.users.creator.auth)
        .send({ userEmail: uniqueEmail('last') })
        .expect(201);
      const invitationId = made.body.invitation.id;
      await emailedSecondsAgo(invitationId, 61);
      const resend = () =>
        t.http().post(`/api/events/${busy.eventId}/invitations/${invitationId}/resend`).set(busy.users.creator.auth);
      await resend().expect(201);
      const usage = await t.http().get('/api/user/subscription').set(busy.users.creator.auth).expect(200);
      expect(usage.body.usage.invitationsToday).toBe('200/200');
      await emailedSecondsAgo(invitationId, 61);
      const refused = await resend().expect(403);
      expect(refused.body.message).toBe(
        'Daily invitation limit reached: the Pro plan allows 200 invitation e-mails per day.',
      );
    });
  });

  describe('who may do what', () => {
    const cases: Array<
      [string, (caller: Caller) => PromiseLike<{ status: number; body: { message: string } }>, Record<Caller, number>]
    > = [
      [
        'list members',
        (c) => t.http().get(`/api/events/${f.eventId}/members`).set(headers(c)),
        { anonymous: 401, outsider: 404, removed: 404, attendee: 200, admin: 200, creator: 200 },
      ],
      [
        'list pending invitations',
        (c) => t.http().get(`/api/events/${f.eventId}/invitations`).set(headers(c)),
        { anonymous: 401, outsider: 404, removed: 404, attendee: 403, admin: 200, creator: 200 },
      ],
    ];
    it.each(cases)('%s', async (_name, send, expected) => {
      for (const caller of Object.keys(expected) as Caller[]) {
        const response = await send(caller);
        expect({ caller, status: response.status }).toEqual({ caller, status: expected[caller] });
      }
    });

    it.each(['anonymous', 'outsider', 'removed', 'attendee'] as const)('%s may not invite', async (caller) => {
      const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403 }[caller];
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/members`)
            .set(headers(caller))
            .send({ userEmail: uniqueEmail(), role: 'attendee' }),
        status,
      );
    });

    it.each(['anonymous', 'outsider', 'removed', 'attendee', 'admin'] as const)(
      '%s may not change roles',
      async (caller) => {
        const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403, admin: 403 }[caller];
        await expectRefused(
          () =>
            t
              .http()
              .patch(`/api/events/${f.eventId}/members/${f.users.attendee.id}/role`)
              .set(headers(caller))
              .send({ role: 'admin' }),
          status,
        );
      },
    );

    it.each(['anonymous', 'outsider', 'removed', 'attendee'] as const)(
      '%s may not re-send or revoke an invitation',
      async (caller) => {
        const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403 }[caller];
        const { invitation } = await invite(uniqueEmail(`pending-${caller}`));
        const base = `/api/events/${f.eventId}/invitations/${invitation.id}`;
        await expectRefused(() => t.http().post(`${base}/resend`).set(headers(caller)), status);
        await expectRefused(() => t.http().delete(base).set(headers(caller)), status);
      },
    );

    it('an admin and the creator may re-send and revoke', async () => {
      const { invitation } = await invite(uniqueEmail('managed'));
      const base = `/api/events/${f.eventId}/invitations/${invitation.id}`;
      await emailedSecondsAgo(invitation.id, 61);
      await t.http().post(`${base}/resend`).set(f.users.admin.auth).expect(201);
      await emailedSecondsAgo(invitation.id, 61);
      await t.http().post(`${base}/resend`).set(f.users.creator.auth).expect(201);
      await t.http().delete(base).set(f.users.admin.auth).expect(204);
    });

    it.each(['anonymous', 'outsider', 'removed', 'attendee'] as const)('%s may not remove a member', async (caller) => {
      const status = { anonymous: 401, outsider: 404, removed: 404, attendee: 403 }[caller];
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.attendee.id}`).set(headers(caller)),
        status,
      );
    });
  });

  it('lists members with role, join date and user details, creator first', async () => {
    const response = await t.http().get(`/api/events/${f.eventId}/members`).set(f.users.attendee.auth).expect(200);
    expect(response.body.members.map((member: { role: string }) => member.role)).toEqual([
      'creator',
      'admin',
      'attendee',
    ]);
    expect(response.body.members[0]).toEqual({
      id: expect.any(String),
      userId: f.users.creator.id,
      role: 'creator',
      joinedAt: expect.any(String),
      user: { displayName: expect.any(String), email: f.users.creator.email, photoURL: null },
    });
  });

  it('invites by e-mail, mails a working link, shows the invitation and lets the right account accept', async () => {
    const email = uniqueEmail('guest');
    const { invitation, mail, token, link } = await invite(email, 'admin');
    expect(invitation).toMatchObject({ email, role: 'admin', status: 'pending', inviteToken: token });
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(mail.subject).toContain('Barcelona Birthday');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toMatch(/as an Admin/);
    expect(link).toBe(`${t.baseUrl}/invite/${token}`);

    const preview = await t.http().get(`/api/invitations/${token}`).expect(200);
    expect(preview.body).toEqual({
      email,
      role: 'admin',
      eventName: 'Barcelona Birthday',
      eventDescription: 'Three days by the lake',
      eventStartDate: null,
      eventEndDate: null,
      eventLocation: 'Lake Tahoe',
    });

    const guest = await t.signIn(email.toUpperCase());
    const accepted = await t.http().post(`/api/invitations/${token}/accept`).set(guest.auth).expect(200);
    expect(accepted.body).toEqual({ event: { id: f.eventId, name: 'Barcelona Birthday' } });
    const [member] = await t.db.query('SELECT role FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
      f.eventId,
      guest.id,
    ]);
    expect(member.role).toBe('admin');
    const [row] = await t.db.query('SELECT status, "respondedAt" FROM event_invitations WHERE id = $1', [
      invitation.id,
    ]);
    expect(row.status).toBe('accepted');
    expect(row.respondedAt).not.toBeNull();

    await t.http().get(`/api/invitations/${token}`).expect(404);
    await t.http().get(`/api/events/${f.eventId}`).set(guest.auth).expect(200);
  });

  it('refuses the wrong account with the spec’s text and changes nothing', async () => {
    const email = uniqueEmail('intended');
    const { token } = await invite(email);
    const stranger = await t.signIn(uniqueEmail('stranger'));
    await expectRefused(
      () => t.http().post(`/api/invitations/${token}/accept`).set(stranger.auth),
      403,
      `This invitation is for ${email}. Please sign in with the correct email address.`,
    );
    await expectRefused(() => t.http().post(`/api/invitations/${token}/accept`), 401);
  });

  it('answers 404 for unknown tokens', async () => {
    await t.http().get('/api/invitations/not-a-real-token').expect(404);
    const user = await t.signIn();
    await expectRefused(() => t.http().post('/api/invitations/not-a-real-token/accept').set(user.auth), 404);
  });

  it('turns twenty simultaneous accepts into exactly one membership', async () => {
    const email = uniqueEmail('eager');
    const { token } = await invite(email);
    const guest = await t.signIn(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.http().post(`/api/invitations/${token}/accept`).set(guest.auth)),
    );
    expect(results.filter((response) => response.status === 200)).toHaveLength(1);
    expect(results.filter((response) => response.status === 404)).toHaveLength(19);
    const [{ count }] = await t.db.query(
      'SELECT count(*)::int AS count FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
      [f.eventId, guest.id],
    );
    expect(count).toBe(1);
  });

  it('answers 409 for a member or a pending invitation, and re-sends on request', async () => {
    await expectRefused(
      () =>
        t
          .http()
          .post(`/api/events/${f.eventId}/members`)
          .set(f.users.admin.auth)
          .send({ userEmail: f.users.attendee.email, role: 'attendee' }),
      409,
      'already a member',
    );
    const email = uniqueEmail('twice');
    const { invitation } = await invite(email);
    await expectRefused(
      () => t.http().post(`/api/events/${f.eventId}/members`).set(f.users.creator.auth).send({ userEmail: email }),
      409,
      'already pending',
    );
    await emailedSecondsAgo(invitation.id, 61);
    await t
      .http()
      .post(`/api/events/${f.eventId}/invitations/${invitation.id}/resend`)
      .set(f.users.creator.auth)
      .expect(201);
    const mails = await smtp.waitFor(email, 2);
    expect(mails[0]!.links).toEqual(mails[1]!.links);
    expect(mails[0]!.messageId).not.toBe(mails[1]!.messageId);
  });

  it('shows the token of a pending invitation only to the admin who sent it', async () => {
    const email = uniqueEmail('secret');
    await invite(email, 'attendee', f.users.admin);
    const mine = await t.http().get(`/api/events/${f.eventId}/invitations`).set(f.users.admin.auth).expect(200);
    const theirs = await t.http().get(`/api/events/${f.eventId}/invitations`).set(f.users.creator.auth).expect(200);
    const find = (body: { invitations: Array<{ email: string }> }) =>
      body.invitations.find((item) => item.email === email);
    expect(find(mine.body)).toHaveProperty('inviteToken');
    expect(find(theirs.body)).not.toHaveProperty('inviteToken');
  });

  it('revokes an invitation: its link stops working', async () => {
    const email = uniqueEmail('revoked');
    const { invitation, token } = await invite(email);
    await t
      .http()
      .delete(`/api/events/${f.eventId}/invitations/${invitation.id}`)
      .set(f.users.creator.auth)
      .expect(204);
    await t.http().get(`/api/invitations/${token}`).expect(404);
    await t
      .http()
      .delete(`/api/events/${f.eventId}/invitations/${invitation.id}`)
      .set(f.users.creator.auth)
      .expect(404);
  });

  it.each([
    [{ userEmail: 'not-an-email', role: 'attendee' }, 'Please enter a valid email address'],
    [{ role: 'attendee' }, 'Please enter a valid email address'],
    [{ userEmail: 'a@b.co', role: 'creator' }, 'Please select a role'],
    [{ userEmail: 'a@b.co', role: 'attendee', eventId: 'x' }, 'Unknown property: eventId'],
  ])('refuses the invitation %j with “%s”', (body, message) =>
    expectRefused(
      () => t.http().post(`/api/events/${f.eventId}/members`).set(f.users.admin.auth).send(body),
      400,
      message,
    ),
  );

  describe('roles', () => {
    it('the creator changes a role and the change is recorded', async () => {
      const member = await t.signIn();
      await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
        f.eventId,
        member.id,
        'attendee',
      ]);
      const response = await t
        .http()
        .patch(`/api/events/${f.eventId}/members/${member.id}/role`)
        .set(f.users.creator.auth)
        .send({ role: 'admin' })
        .expect(200);
      expect(response.body.member).toMatchObject({ userId: member.id, role: 'admin' });
      const audit = await t.db.query(
        'SELECT "oldRole", "newRole", "changedByUserId" FROM role_changes WHERE "changedUserId" = $1',
        [member.id],
      );
      expect(audit).toEqual([{ oldRole: 'attendee', newRole: 'admin', changedByUserId: f.users.creator.id }]);
    });

    it('never changes the creator’s role', () =>
      expectRefused(
        () =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/members/${f.users.creator.id}/role`)
            .set(f.users.creator.auth)
            .send({ role: 'attendee' }),
        400,
        "creator's role cannot be changed",
      ));

    it('refuses a role other than admin or attendee', () =>
      expectRefused(
        () =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/members/${f.users.attendee.id}/role`)
            .set(f.users.creator.auth)
            .send({ role: 'creator' }),
        400,
        'Please select a role',
      ));

    it('keeps a consistent role and audit trail under parallel changes', async () => {
      const member = await t.signIn();
      await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
        f.eventId,
        member.id,
        'attendee',
      ]);
      const roles = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 'admin' : 'attendee'));
      await Promise.all(
        roles.map((role) =>
          t
            .http()
            .patch(`/api/events/${f.eventId}/members/${member.id}/role`)
            .set(f.users.creator.auth)
            .send({ role })
            .expect(200),
        ),
      );
      const audit: Array<{ oldRole: string; newRole: string }> = await t.db.query(
        'SELECT "oldRole", "newRole" FROM role_changes WHERE "changedUserId" = $1 ORDER BY "changedAt", id',
        [member.id],
      );
      const [current] = await t.db.query('SELECT role FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
        f.eventId,
        member.id,
      ]);
      let role = 'attendee';
      for (const change of audit) {
        expect(change.oldRole).toBe(role);
        expect(change.newRole).not.toBe(change.oldRole);
        role = change.newRole;
      }
      expect(current.role).toBe(role);
    });
  });

  describe('removal', () => {
    it('an admin removes an attendee; their carpool seats end and their votes stay', async () => {
      const leaving = await t.signIn();
      const driver = f.users.creator;
      await t.db.query('INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)', [
        f.eventId,
        leaving.id,
        'attendee',
      ]);
      const [carpool] = await t.db.query(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
         VALUES ($1, $2, 'Airport', 'Hotel', now(), 4, 2) RETURNING id`,
        [f.eventId, driver.id],
      );
      await t.db.query('INSERT INTO carpool_passengers ("carpoolId", "userId") VALUES ($1, $2)', [
        carpool.id,
        leaving.id,
      ]);
      const [photo] = await t.db.query(
        `INSERT INTO photos ("eventId", "uploadedBy", filename, "objectPath", votes) VALUES ($1, $2, 'a.jpg', 'x', 1) RETURNING id`,
        [f.eventId, driver.id],
      );
      await t.db.query('INSERT INTO photo_votes ("photoId", "userId") VALUES ($1, $2)', [photo.id, leaving.id]);

      await t.http().delete(`/api/events/${f.eventId}/members/${leaving.id}`).set(f.users.admin.auth).expect(204);
      expect(
        await t.db.query('SELECT 1 FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [f.eventId, leaving.id]),
      ).toHaveLength(0);
      expect(await t.db.query('SELECT 1 FROM carpool_passengers WHERE "userId" = $1', [leaving.id])).toHaveLength(0);
      const [seats] = await t.db.query('SELECT "currentSeats" FROM carpools WHERE id = $1', [carpool.id]);
      expect(seats.currentSeats).toBe(1);
      expect(await t.db.query('SELECT 1 FROM photo_votes WHERE "userId" = $1', [leaving.id])).toHaveLength(1);
      await t.http().get(`/api/events/${f.eventId}`).set(leaving.auth).expect(404);
    });

    it('nobody removes themself, and an admin never removes the creator', async () => {
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.creator.id}`).set(f.users.creator.auth),
        403,
        'cannot remove yourself',
      );
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.admin.id}`).set(f.users.admin.auth),
        403,
        'cannot remove yourself',
      );
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.creator.id}`).set(f.users.admin.auth),
        403,
        'creator cannot be removed',
      );
      await expectRefused(
        () => t.http().delete(`/api/events/${f.eventId}/members/${f.users.outsider.id}`).set(f.users.creator.auth),
        404,
        'Member not found',
      );
    });
  });

  describe('plan limits', () => {
    /** Invitations revoked today whose e-mails were made (and skipped): they count toward the day. */
    const emailedToday = (eventId: string, inviterId: string, label: string, count: number) =>
      t.db.query(
        `WITH made AS (
           INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken", status)
           SELECT $1, $2, $3 || n || '@example.com', md5(random()::text || n), 'revoked'
           FROM generate_series(1, $4::int) n RETURNING id)
         INSERT INTO mail_outbox ("invitationId", "skippedAt") SELECT id, now() FROM made`,
        [eventId, inviterId, label, count],
      );

    it('counts pending invitations toward the attendee limit and names the limit', async () => {
      const small = await createEventFixture(t, 'Small');
      // A Pro event allows 100: 3 members plus 97 pending invitations fill it.
      await t.db.query(
        `INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken", "invitedAt")
         SELECT $1, $2, 'filler' || n || '@example.com', md5(random()::text || n), now() - interval '2 days'
         FROM generate_series(1, 97) n`,
        [small.eventId, small.users.creator.id],
      );
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${small.eventId}/members`)
            .set(small.users.creator.auth)
            .send({ userEmail: uniqueEmail() }),
        403,
        'Attendee limit reached: the Pro plan allows 100 attendees per event',
      );
    });

    it('stops at the plan’s invitations per day', async () => {
      const busy = await createEventFixture(t, 'Busy');
      await emailedToday(busy.eventId, busy.users.creator.id, 'today', 200);
      await expectRefused(
        () =>
          t
            .http()
            .post(`/api/events/${busy.eventId}/members`)
            .set(busy.users.admin.auth)
            .send({ userEmail: uniqueEmail() }),
        403,
        'Daily invitation limit reached: the Pro plan allows 200 invitation e-mails per day',
      );
    });

    it('lets exactly the free places through when thirty invitations arrive at once', async () => {
      const party = await createEventFixture(t, 'Party');
      // 3 members plus 87 pending invitations: 10 of the Pro plan's 100 places are left.
      await t.db.query(
        `INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken", "invitedAt")
         SELECT $1, $2, 'early' || n || '@example.com', md5(random()::text || n), now() - interval '2 days'
         FROM generate_series(1, 87) n`,
        [party.eventId, party.users.creator.id],
      );
      const responses = await Promise.all(
        Array.from({ length: 30 }, () =>
          t
            .http()
            .post(`/api/events/${party.eventId}/members`)
            .set(party.users.creator.auth)
            .send({ userEmail: uniqueEmail('rush') }),
        ),
      );
      expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
      expect(responses.filter((response) => response.status === 403)).toHaveLength(20);
      const [{ seats }] = await t.db.query(
        `SELECT (SELECT count(*) FROM event_members WHERE "eventId" = $1)
              + (SELECT count(*) FROM event_invitations WHERE "eventId" = $1 AND status = 'pending') AS seats`,
        [party.eventId],
      );
      expect(Number(seats)).toBe(100);
    });

    it('lets exactly the invitations left today through when they arrive at once on two events', async () => {
      const first = await createEventFixture(t, 'Brunch');
      const second = await t
        .http()
        .post('/api/events')
        .set(first.users.creator.auth)
        .send({ name: 'Dinner' })
        .expect(201);
      await emailedToday(first.eventId, first.users.creator.id, 'sent', 190);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          t
            .http()
            .post(`/api/events/${index % 2 ? first.eventId : second.body.event.id}/members`)
            .set(first.users.creator.auth)
            .send({ userEmail: uniqueEmail('daily') }),
        ),
      );
      expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
      expect(responses.filter((response) => response.status === 403)).toHaveLength(20);
    });
  });
});
