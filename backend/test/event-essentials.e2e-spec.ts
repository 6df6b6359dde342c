import { createEventFixture, type EventFixture } from './support/event-fixture';
import { expectRefused } from './support/expect-refused';
import { startTestApp, type TestApp, uniqueEmail } from './support/test-app';

/** A map other than the default, to show that the link follows MAP_LINK_TEMPLATE. */
const MAP_LINK_TEMPLATE = 'https://maps.example.test/place?q={query}&zoom=12';

const FAQ = [
  { question: 'Can I bring my dog?', answer: 'Yes, the garden is fenced.' },
  { question: 'Is there parking?', answer: 'Free, behind the barn.\nArrive before noon.' },
];

/** The essentials of an event: dress code, registry, FAQ and the map link, in the event and its invitation. */
describe('The essentials of an event', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    t = await startTestApp({ MAP_LINK_TEMPLATE });
    f = await createEventFixture(t, 'Garden Wedding');
  });
  afterAll(() => t.close());

  const edit = (body: object, caller: 'admin' | 'creator' | 'attendee' | 'outsider' = 'admin') =>
    t.http().put(`/api/events/${f.eventId}`).set(f.headers(caller)).send(body);
  const read = async () =>
    (await t.http().get(`/api/events/${f.eventId}`).set(f.headers('attendee')).expect(200)).body.event;

  it('starts without a dress code, registry or FAQ, with the place linked to the configured map', async () => {
    expect(await read()).toMatchObject({
      location: 'Lake Tahoe',
      mapUrl: 'https://maps.example.test/place?q=Lake%20Tahoe&zoom=12',
      dressCode: null,
      registryUrl: null,
      faq: [],
    });
  });

  it('lets an admin set each essential, which every member then reads', async () => {
    await edit({ dressCode: '  Garden party: flat shoes  ' }).expect(200);
    await edit({ registryUrl: 'https://registry.example.com/ada-and-sam?ref=invite' }).expect(200);
    const saved = await edit({ faq: FAQ }).expect(200);
    expect(saved.body.event.faq).toEqual(FAQ);
    expect(await read()).toMatchObject({
      dressCode: 'Garden party: flat shoes',
      registryUrl: 'https://registry.example.com/ada-and-sam?ref=invite',
      faq: FAQ,
    });
  });

  it('keeps the FAQ in the order the admins send, entries trimmed', async () => {
    const reordered = [{ question: ' Is there parking? ', answer: FAQ[1]!.answer }, FAQ[0]!];
    await edit({ faq: reordered }, 'creator').expect(200);
    expect((await read()).faq).toEqual([FAQ[1], FAQ[0]]);
  });

  it('leaves the other essentials as they were when one is saved', async () => {
    await edit({ dressCode: 'Smart casual' }).expect(200);
    expect(await read()).toMatchObject({
      dressCode: 'Smart casual',
      registryUrl: 'https://registry.example.com/ada-and-sam?ref=invite',
      faq: [FAQ[1], FAQ[0]],
    });
  });

  it('clears each essential: null or blank text, an empty FAQ', async () => {
    await edit({ dressCode: '   ' }).expect(200);
    await edit({ registryUrl: null }).expect(200);
    await edit({ faq: [] }).expect(200);
    expect(await read()).toMatchObject({ dressCode: null, registryUrl: null, faq: [] });
  });

  it('links the place as typed, encoded, and drops the link with the place', async () => {
    await edit({ location: 'Quinta da Regaleira, Sintra & Co' }).expect(200);
    expect((await read()).mapUrl).toBe(
      'https://maps.example.test/place?q=Quinta%20da%20Regaleira%2C%20Sintra%20%26%20Co&zoom=12',
    );
    await edit({ location: null }).expect(200);
    expect(await read()).toMatchObject({ location: null, mapUrl: null });
    await edit({ location: 'Lake Tahoe' }).expect(200);
  });

  it('takes the essentials when the event is created', async () => {
    const created = await t
      .http()
      .post('/api/events')
      .set(f.users.creator.auth)
      .send({ name: 'Beach Day', dressCode: 'Swimwear', registryUrl: 'http://gifts.example.org', faq: [FAQ[0]] })
      .expect(201);
    expect(created.body.event).toMatchObject({
      dressCode: 'Swimwear',
      registryUrl: 'http://gifts.example.org',
      faq: [FAQ[0]],
      mapUrl: null,
    });
  });

  const tooMany = Array.from({ length: 21 }, (_, index) => ({ question: `Question ${index + 1}?`, answer: 'Yes' }));

  it.each([
    [
      'a registry link that is no address',
      { registryUrl: 'not a link' },
      'Registry link must be a web address (http or https)',
    ],
    [
      'a javascript: registry link',
      { registryUrl: 'javascript:alert(document.cookie)' },
      'Registry link must be a web address (http or https)',
    ],
    [
      'an ftp registry link',
      { registryUrl: 'ftp://files.example.com/list' },
      'Registry link must be a web address (http or https)',
    ],
    [
      'a registry link over 2048 characters',
      { registryUrl: `https://example.com/${'a'.repeat(2048)}` },
      'Registry link must be 2048 characters or fewer',
    ],
    ['a dress code over 200 characters', { dressCode: 'x'.repeat(201) }, 'Dress code must be 200 characters or fewer'],
    ['21 questions', { faq: tooMany }, 'The FAQ may hold at most 20 questions'],
    ['a blank question', { faq: [{ question: '  ', answer: 'Yes' }] }, 'FAQ question is required'],
    ['a question without its answer', { faq: [{ question: 'Parking?' }] }, 'FAQ answer is required'],
    [
      'a question over 200 characters',
      { faq: [{ question: 'q'.repeat(201), answer: 'Yes' }] },
      'FAQ question must be 200 characters or fewer',
    ],
    [
      'an answer over 1000 characters',
      { faq: [{ question: 'Parking?', answer: 'a'.repeat(1001) }] },
      'FAQ answer must be 1000 characters or fewer',
    ],
    ['an entry that is plain text', { faq: ['Parking?'] }, 'Each FAQ entry must have a question and an answer'],
    ['a FAQ that is plain text', { faq: 'Parking? Yes.' }, 'The FAQ must be a list of questions and answers'],
    ['a null FAQ', { faq: null }, 'The FAQ must be a list of questions and answers'],
    ['a FAQ that is one entry', { faq: FAQ[0] }, 'The FAQ must be a list of questions and answers'],
    ['an entry that is null', { faq: [null] }, 'Each FAQ entry must have a question and an answer'],
    ['a question that is a number', { faq: [{ question: 7, answer: 'Yes' }] }, 'FAQ question is required'],
    [
      'an entry with a field of its own',
      { faq: [{ question: 'Parking?', answer: 'Yes', order: 1 }] },
      'Unknown property: faq.0.order',
    ],
  ])('refuses %s, changing nothing', async (_label, body, message) => {
    const response = await expectRefused(t.db, () => edit(body), 400);
    expect(response.body.message).toContain(message);
  });

  it('accepts the longest allowed FAQ and texts', async () => {
    const longest = Array.from({ length: 20 }, (_, index) => ({
      question: `${index}`.padEnd(200, '?'),
      answer: 'a'.repeat(1000),
    }));
    await edit({ faq: longest, dressCode: 'd'.repeat(200) }).expect(200);
    expect((await read()).faq).toHaveLength(20);
    await edit({ faq: [], dressCode: null }).expect(200);
  });

  it('lets no attendee or outsider edit the essentials: 403 for a member, 404 for an outsider', async () => {
    await expectRefused(t.db, () => edit({ dressCode: 'Pyjamas' }, 'attendee'), 403);
    await expectRefused(t.db, () => edit({ faq: FAQ }, 'attendee'), 403);
    await expectRefused(t.db, () => edit({ registryUrl: 'https://example.com' }, 'outsider'), 404);
    await expectRefused(t.db, () => t.http().put(`/api/events/${f.eventId}`).send({ dressCode: 'Pyjamas' }), 401);
  });

  it('shows the invitee the essentials before they accept', async () => {
    await edit({
      startDate: '2027-06-12T14:00:00.000Z',
      endDate: '2027-06-13T02:00:00.000Z',
      timeZone: 'Europe/Lisbon',
      dressCode: 'Garden party',
      registryUrl: 'https://registry.example.com/ada-and-sam',
      faq: FAQ,
    }).expect(200);
    const invited = await t
      .http()
      .post(`/api/events/${f.eventId}/members`)
      .set(f.users.admin.auth)
      .send({ userEmail: uniqueEmail('invitee'), role: 'attendee' })
      .expect(201);
    const token: string = invited.body.invitation.inviteToken;
    const { body } = await t.http().get(`/api/invitations/${token}`).expect(200);
    expect(body).toMatchObject({
      eventName: 'Garden Wedding',
      eventDescription: 'Three days by the lake',
      eventStartDate: '2027-06-12T14:00:00.000Z',
      eventEndDate: '2027-06-13T02:00:00.000Z',
      eventTimeZone: 'Europe/Lisbon',
      eventLocation: 'Lake Tahoe',
      eventMapUrl: 'https://maps.example.test/place?q=Lake%20Tahoe&zoom=12',
      eventDressCode: 'Garden party',
      eventRegistryUrl: 'https://registry.example.com/ada-and-sam',
      eventFaq: FAQ,
    });
  });
});
