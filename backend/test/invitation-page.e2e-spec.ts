import { f, headers, invite, t, useMembersSuite } from './support/members-suite';
import { uniqueEmail } from './support/test-app';

/** The mail's text and HTML parts as read: quoted-printable undone, bytes read as UTF-8. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The invitation as the invitee meets it: the event's look, its host, dates and place, in the page and the e-mail. */
describe('The invitation looks like its event', () => {
  useMembersSuite();

  beforeAll(async () => {
    await t.db.query('UPDATE users SET "displayName" = $2 WHERE id = $1', [f.users.creator.id, 'Hana Host']);
    await t.db.query(
      `UPDATE events SET "startDate" = '2027-06-12T00:00:00Z', "endDate" = '2027-06-14T00:00:00Z',
              "customLogo" = 'https://cdn.example.test/logo.png', "themeColors" = $2 WHERE id = $1`,
      [f.eventId, { primary: '#0f766e', background: '#fff7ed' }],
    );
  });

  it('previews the event’s name, host, dates, place, logo and colours, and nothing of its members', async () => {
    const email = uniqueEmail('branded');
    const { token } = await invite(email);
    const { body } = await t.http().get(`/api/invitations/${token}`).expect(200);
    expect(body).toEqual({
      email,
      role: 'attendee',
      eventName: 'Barcelona Birthday',
      eventDescription: 'Three days by the lake',
      eventStartDate: '2027-06-12T00:00:00.000Z',
      eventEndDate: '2027-06-14T00:00:00.000Z',
      eventLocation: 'Lake Tahoe',
      eventMapUrl: 'https://www.openstreetmap.org/search?query=Lake%20Tahoe',
      eventTimeZone: 'UTC',
      eventDressCode: null,
      eventRegistryUrl: null,
      eventFaq: [],
      eventLogo: 'https://cdn.example.test/logo.png',
      themeColors: {
        primary: '#0f766e',
        secondary: '#14b8a6',
        tertiary: '#f59e0b',
        background: '#fff7ed',
        surface: '#f8fafc',
      },
      hostName: 'Hana Host',
      joinedEventId: null,
    });
    expect(JSON.stringify(body)).not.toContain(f.users.creator.email);
    expect(JSON.stringify(body)).not.toContain(f.users.attendee.email);
  });

  it('e-mails the host, the dates and the place, with the button in the event’s primary colour', async () => {
    const email = uniqueEmail('mailed');
    const { mail } = await invite(email);
    const body = readable(mail.raw);
    expect(body).toContain('Hosted by: Hana Host');
    expect(body).toContain('When: Jun 12, 2027 – Jun 14, 2027');
    expect(body).toContain('Where: Lake Tahoe');
    expect(body).toMatch(/background:#0f766e;color:#ffffff[^"]*">Accept Invitation<\/a>/);
  });

  it('sends a member who opens a used link to the event; anyone else still finds it expired', async () => {
    const email = uniqueEmail('returning');
    const { token } = await invite(email);
    const guest = await t.signIn(email);
    await t.http().post(`/api/invitations/${token}/accept`).set(guest.auth).expect(200);

    const again = await t.http().get(`/api/invitations/${token}`).set(guest.auth).expect(200);
    expect(again.body).toMatchObject({ eventName: 'Barcelona Birthday', joinedEventId: f.eventId });
    const admin = await t.http().get(`/api/invitations/${token}`).set(headers('admin')).expect(200);
    expect(admin.body.joinedEventId).toBe(f.eventId);

    for (const caller of ['anonymous', 'outsider', 'removed'] as const) {
      const refused = await t.http().get(`/api/invitations/${token}`).set(headers(caller)).expect(404);
      expect(refused.body.message).toBe('This invitation link has expired or is no longer valid');
    }
    await t.http().post(`/api/invitations/${token}/accept`).set(guest.auth).expect(404);
  });

  it('does not send a member on while the link is still pending', async () => {
    const { token } = await invite(uniqueEmail('pending'));
    const { body } = await t.http().get(`/api/invitations/${token}`).set(headers('admin')).expect(200);
    expect(body.joinedEventId).toBeNull();
  });

  it('treats an unknown token the same for a signed-in caller', async () => {
    await t.http().get('/api/invitations/no-such-token').set(headers('creator')).expect(404);
  });
});
