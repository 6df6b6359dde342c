import { emailedSecondsAgo, expectRefused, f, invite, smtp, t, useMembersSuite } from './support/members-suite';
import { uniqueEmail } from './support/test-app';

/** Inviting by e-mail: the mail and its link, accepting, refusing, re-sending and revoking. */
describe('Members and invitations', () => {
  useMembersSuite();

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
      eventMapUrl: 'https://www.openstreetmap.org/search?query=Lake%20Tahoe',
      eventTimeZone: 'UTC',
      eventDressCode: null,
      eventRegistryUrl: null,
      eventFaq: [],
      eventLogo: null,
      themeColors: {
        primary: '#6236ff',
        secondary: '#14b8a6',
        tertiary: '#f59e0b',
        background: '#ffffff',
        surface: '#f8fafc',
      },
      hostName: expect.any(String),
      joinedEventId: null,
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
});
