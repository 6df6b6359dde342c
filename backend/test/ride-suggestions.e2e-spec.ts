import type { INestApplicationContext } from '@nestjs/common';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { expectRefused } from './support/expect-refused';
import { SmtpSink, type ReceivedMail } from './support/smtp-sink';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';
import { decodeWords, mailText } from './support/mail-reading';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lands in a year to come, so a ride offered for it has not left yet. */
const landing = (time: string) => `2031-06-12T${time}:00.000Z`;

/**
 * Rides from arrivals: who lands together with no ride yet, and a driver's offer of seats e-mailed to them
 * through the real queue, worker and SMTP.
 */
describe('Travel: ride suggestions from arrivals', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let worker: INestApplicationContext;
  let f: EventFixture;
  let ana: SignedInUser;
  let ben: SignedInUser;
  let cai: SignedInUser;
  let dan: SignedInUser;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url });
    f = await createEventFixture(t, 'Sitges Wedding');
    [ana, ben, cai, dan] = await Promise.all(['ana', 'ben', 'cai', 'dan'].map((name) => t.signIn(uniqueEmail(name))));
    for (const user of [ana!, ben!, cai!, dan!]) await addMember(t.db, f.eventId, user.id, 'attendee');
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await smtp.stop();
  });

  const postFlight = (user: SignedInUser, arrival: string, arrivalTime: string) =>
    t
      .http()
      .post(`/api/events/${f.eventId}/flights`)
      .set(user.auth)
      .send({
        airline: 'KLM',
        flightNumber: 'KL1675',
        departure: 'AMS',
        arrival,
        departureTime: new Date(new Date(arrivalTime).getTime() - 2 * 3_600_000).toISOString(),
        arrivalTime,
      })
      .expect(201);
  const offerRide = (user: SignedInUser, body: object) =>
    t
      .http()
      .post(`/api/events/${f.eventId}/carpools`)
      .set(user.auth)
      .send({
        fromLocation: 'BCN airport',
        toLocation: 'Villa Sol, Sitges',
        departureTime: landing('11:30'),
        ...body,
      });
  const suggestions = async (user: SignedInUser | EventFixture['users']['attendee'] = f.users.attendee) =>
    (await t.http().get(`/api/events/${f.eventId}/ride-suggestions`).set(user.auth).expect(200)).body.suggestions;

  async function waitForMail(email: string, subject: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = smtp.to(email).find((candidate) => decodeWords(candidate.subject).startsWith(subject));
      if (mail) return mail;
      await sleep(100);
    }
    throw new Error(`No e-mail "${subject}…" reached ${email}`);
  }

  it('is for members only', async () => {
    await t.http().get(`/api/events/${f.eventId}/ride-suggestions`).expect(401);
    await t.http().get(`/api/events/${f.eventId}/ride-suggestions`).set(f.users.outsider.auth).expect(404);
  });

  it('groups people landing at one airport within an hour, leaving out those with a ride', async () => {
    expect(await suggestions()).toEqual([]);
    const anaFlight = (await postFlight(ana!, 'BCN', landing('10:00'))).body.flight;
    const benFlight = (await postFlight(ben!, ' bcn ', landing('10:45'))).body.flight;
    await postFlight(cai!, 'BCN', landing('11:15'));
    await postFlight(dan!, 'GRO', landing('10:10'));

    expect(await suggestions()).toEqual([
      {
        airport: 'BCN',
        earliest: landing('10:00'),
        latest: landing('10:45'),
        people: [
          {
            userId: ana!.id,
            displayName: expect.any(String),
            photoURL: null,
            flightId: anaFlight.id,
            arrivalTime: landing('10:00'),
          },
          {
            userId: ben!.id,
            displayName: expect.any(String),
            photoURL: null,
            flightId: benFlight.id,
            arrivalTime: landing('10:45'),
          },
        ],
      },
    ]);

    // Ben offers a ride from the airport soon after landing: a seat for Ana, so no suggestion is left.
    const carpool = (await offerRide(ben!, { departureTime: landing('12:00') }).expect(201)).body.carpool;
    expect(await suggestions(ana!)).toEqual([]);
    await t.http().delete(`/api/carpools/${carpool.id}`).set(ben!.auth).expect(204);
    expect((await suggestions()).map((group: { people: unknown[] }) => group.people.length)).toEqual([2]);
  });

  it('offers the seats of a new carpool by e-mail to each invited member who wants such e-mails', async () => {
    await t.http().patch('/api/user/email-preferences').set(dan!.auth).send({ reminders: false }).expect(200);
    const { body } = await offerRide(ana!, {
      departureTime: landing('11:30'),
      invite: [ben!.id, cai!.id, dan!.id],
    }).expect(201);
    expect(body.carpool).toMatchObject({ driverId: ana!.id, currentSeats: 1, passengers: [] });

    const [anaUser] = await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [ana!.id]);
    const subject = `${anaUser.displayName} is driving from BCN airport at `;
    const mail = await waitForMail(ben!.email, subject);
    expect(decodeWords(mail.subject)).toMatch(/ — join$/);
    expect(mailText(mail)).toContain('to Villa Sol, Sitges (Sitges Wedding)');
    expect(mailText(mail)).toContain(`/events/${f.eventId}/travel`);
    await waitForMail(cai!.email, subject);
    await sleep(1500);
    expect(smtp.to(dan!.email)).toEqual([]);
    expect(smtp.to(ana!.email)).toEqual([]);
    expect(smtp.to(ben!.email).filter((m) => decodeWords(m.subject).startsWith(subject))).toHaveLength(1);
  });

  it.each([
    [{ invite: 'everyone' }, 'Invite must be a list of members'],
    [{ invite: ['nobody'] }, 'Member not found'],
    [
      { invite: Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) },
      'Invite at most 7 members',
    ],
  ])('refuses the invitation %j with “%s”', async (body, message) => {
    await expectRefused(t.db, () => offerRide(ana!, body), 400, message);
  });

  it('refuses inviting someone outside the event, or the driver, and writes nothing', async () => {
    await expectRefused(
      t.db,
      () => offerRide(ana!, { invite: [ben!.id, f.users.outsider.id] }),
      400,
      'Everyone invited must be a member of this event',
    );
    await expectRefused(
      t.db,
      () => offerRide(ana!, { invite: [ana!.id] }),
      400,
      'You drive this carpool: invite others',
    );
    await expectRefused(t.db, () => offerRide(ana!, { invite: [ben!.id, ben!.id] }), 400, 'Invite each member once');
  });
});
