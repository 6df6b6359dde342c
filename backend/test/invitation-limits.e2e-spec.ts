import { createEventFixture } from './support/event-fixture';
import { emailedSecondsAgo, emailsOf, expectRefused, f, invite, t, useMembersSuite } from './support/members-suite';
import { uniqueEmail } from './support/test-app';

/** How many invitation e-mails may go, and how many people an event may invite. */
describe('Members and invitations', () => {
  useMembersSuite();

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
