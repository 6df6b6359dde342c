import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from './app-env';
import { apiAs, createEvent } from './app-actions';
import { settled } from './axe';
import { uniqueEmail } from './browser';

/**
 * Event colours a person may well pick and that defeat a fixed text colour: a mid grey (white text reaches
 * only 3.5:1 on it), near-white, near-black, a saturated yellow (too light for white text, even as a
 * button) and a saturated violet (too dark for black); and those that defeat a primary button: a grey
 * primary on a slightly darker grey (visible on light cards, not on the page), a bright yellow primary on
 * white.
 */
export const AWKWARD_PALETTES = {
  'grey-on-grey': {
    primary: '#808080',
    secondary: '#9e9e9e',
    tertiary: '#757575',
    background: '#777777',
    surface: '#ffffff',
  },
  'bright-yellow-primary': {
    primary: '#ffe600',
    secondary: '#14b8a6',
    tertiary: '#f59e0b',
    background: '#ffffff',
    surface: '#f8fafc',
  },
  'mid-grey': {
    primary: '#8a8a8a',
    secondary: '#9e9e9e',
    tertiary: '#757575',
    background: '#8a8a8a',
    surface: '#f8fafc',
  },
  'near-white': {
    primary: '#f4f4f5',
    secondary: '#fafafa',
    tertiary: '#e4e4e7',
    background: '#fcfcfc',
    surface: '#f5f5f5',
  },
  'near-black': {
    primary: '#18181b',
    secondary: '#27272a',
    tertiary: '#3f3f46',
    background: '#0a0a0a',
    surface: '#141414',
  },
  'saturated-yellow': {
    primary: '#ffe600',
    secondary: '#ffd000',
    tertiary: '#fff200',
    background: '#fff200',
    surface: '#ffe600',
  },
  'saturated-violet': {
    primary: '#7c3aed',
    secondary: '#a21caf',
    tertiary: '#6d28d9',
    background: '#4c1d95',
    surface: '#7c3aed',
  },
} as const;

/**
 * Everything the dashboard and the five sections can show: a photo, a flight, a carpool, a stay, an expense,
 * an invitation (whose token is answered with the event's id).
 */
export async function eventWithContent(
  page: Page,
): Promise<{ eventId: string; inviteToken: string; dinnerId: string }> {
  const eventId = await createEvent(page, 'Colour Test Weekend');
  const post = async (path: string, body: unknown) => expect((await apiAs(page, 'POST', path, body)).status).toBe(201);
  await post(`/api/events/${eventId}/flights`, {
    airline: 'KLM',
    flightNumber: 'KL0605',
    departure: 'Amsterdam',
    arrival: 'Reno',
    departureTime: '2030-06-12T08:40:00Z',
    arrivalTime: '2030-06-12T18:05:00Z',
  });
  await post(`/api/events/${eventId}/carpools`, {
    fromLocation: 'Reno airport',
    toLocation: 'The lodge',
    departureTime: '2030-06-12T20:00:00Z',
    maxSeats: 4,
  });
  const invited = await apiAs<{ invitation: { inviteToken: string } }>(page, 'POST', `/api/events/${eventId}/members`, {
    userEmail: uniqueEmail('palette-guest'),
    role: 'attendee',
  });
  expect(invited.status).toBe(201);
  // A dinner with a required meal, and a party of two answering it: the guest list and the party's reply.
  const dinner = await apiAs<{ item: { id: string } }>(page, 'POST', `/api/events/${eventId}/schedule`, {
    title: 'Lakeside dinner',
    startTime: '2030-06-13T18:30:00Z',
  });
  expect(dinner.status).toBe(201);
  await post(`/api/events/${eventId}/questions`, {
    prompt: 'Meal',
    kind: 'single_choice',
    options: ['Fish', 'Vegetarian'],
    required: true,
    scheduleItemId: dinner.body.item.id,
  });
  const { party } = (
    await apiAs<{ party: { id: string; members: Array<{ userId: string }> } }>(
      page,
      'GET',
      `/api/events/${eventId}/parties/mine`,
    )
  ).body;
  expect((await apiAs(page, 'PATCH', `/api/events/${eventId}/parties/${party.id}`, { guestLimit: 1 })).status).toBe(
    200,
  );
  const kit = await apiAs<{ guest: { id: string } }>(
    page,
    'POST',
    `/api/events/${eventId}/parties/${party.id}/guests`,
    { name: 'Kit', ageGroup: 'child' },
  );
  expect(kit.status).toBe(201);
  // Where they sleep and what they spent: a rental whose rooms have a sleeper and a free bed, and groceries in
  // euros shared with Kit.
  await post(`/api/events/${eventId}/stays`, {
    kind: 'rental',
    name: 'Lake house',
    address: '1 Shore Road',
    membersClaimBeds: true,
    rooms: [
      { name: 'Loft', beds: '1 queen', capacity: 2 },
      { name: 'Bunk room', beds: '2 bunks', capacity: 2 },
    ],
  });
  await post(`/api/events/${eventId}/expenses`, {
    title: 'Groceries',
    amount: 7777,
    currency: 'EUR',
    rate: '1.0843',
    spentOn: '2030-06-12',
    splitMode: 'equal',
    participants: [{ userId: party.members[0]!.userId }, { guestId: kit.body.guest.id }],
  });
  // A pinned announcement on the dashboard, and a thread on the dinner.
  await post(`/api/events/${eventId}/announcements`, {
    body: 'Bring a warm layer: evenings by the lake get cold. Packing list: https://example.com/packing',
    audience: 'everyone',
  });
  await post(`/api/schedule/${dinner.body.item.id}/comments`, {
    body: 'Is there a vegan option? https://example.com/menu',
  });
  await page.goto(`${APP_URL}/events/${eventId}/photos`);
  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.locator('.ant-progress-status-success').waitFor({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.getByText('All Photos (1)').waitFor({ timeout: 30_000 });
  return { eventId, inviteToken: invited.body.invitation.inviteToken, dinnerId: dinner.body.item.id };
}

/** The page at rest: the pointer off every button, and the colour transitions it started done. */
export async function resting(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await settled(page);
}
