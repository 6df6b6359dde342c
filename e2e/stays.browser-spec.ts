import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail, TWO_PEOPLE_TIMEOUT_MS } from './support/browser';
import { expectNothingClipped } from './support/layout';

const PHONE = 375;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openStays(page: Page, eventId: string): Promise<void> {
  await page.goto(`${APP_URL}/events/${eventId}/travel`);
  await page.getByRole('tab', { name: /^Stays/ }).click();
}

describe('Stays in Chromium', () => {
  it(
    'an organiser sets up a rental with three rooms on a phone, and guests take and leave beds',
    async () => {
      const organiser = await openPage(browser, '/', PHONE);
      await signIn(organiser, uniqueEmail('organiser'), 'Olivia Organiser');
      const eventId = await createEvent(organiser, 'Comporta Getaway');
      await openStays(organiser, eventId);
      await organiser.getByText('No stays yet').waitFor();

      await organiser.getByRole('button', { name: 'Add a stay' }).click();
      const dialog = organiser.getByRole('dialog', { name: 'Add a stay' });
      await dialog
        .getByLabel('Name', { exact: true })
        .fill('Casa Azul, a long rental name that has to wrap on a phone');
      await dialog.getByLabel('Address').fill('Rua das Dunas 12, Comporta');
      await dialog.getByRole('button', { name: 'Add a room' }).click();
      await dialog.getByRole('button', { name: 'Add a room' }).click();
      const rooms = [
        ['Loft', '1 queen', '2'],
        ['Bunk room', '2 bunk beds', '1'],
        ['Garden room', '1 double', '2'],
      ] as const;
      for (const [index, [name, beds, sleeps]] of rooms.entries()) {
        const row = dialog.getByRole('group', { name: `Room ${index + 1}` });
        await row.getByLabel('Room name').fill(name);
        await row.getByLabel('Beds').fill(beds);
        await row.getByLabel('Sleeps').fill(sleeps);
      }
      await screenshots(organiser, 'stays-add-stay', [PHONE]);
      await dialog.getByRole('button', { name: 'Add stay' }).click();
      await organiser.getByText('Stay added').waitFor();
      await organiser.getByRole('tab', { name: 'Stays (1)' }).waitFor();
      await organiser.getByLabel('0 of 5 beds taken').waitFor();

      const gil = await invitedMember(browser, organiser, eventId, 'Gil Guest', PHONE);
      await openStays(gil, eventId);
      const bunk = gil.getByRole('region', { name: 'Bunk room' });
      await bunk.getByRole('button', { name: 'Take a bed' }).click();
      await bunk.getByText('Gil Guest').waitFor();
      await bunk.getByText('Full').waitFor();
      await screenshots(gil, 'stays-taken', [PHONE]);
      await expectNothingClipped(gil);
      await expectAccessible(gil);

      const max = await invitedMember(browser, organiser, eventId, 'Maximiliana Hospedeira-Longname', PHONE);
      await openStays(max, eventId);
      expect(
        await max.getByRole('region', { name: 'Bunk room' }).getByRole('button', { name: 'Take a bed' }).count(),
      ).toBe(0);
      const loft = max.getByRole('region', { name: 'Loft' });
      await loft.getByRole('button', { name: 'Take a bed' }).click();
      await loft.getByText('Maximiliana Hospedeira-Longname').waitFor();
      await max.getByRole('region', { name: 'Garden room' }).getByRole('button', { name: 'Move here' }).click();
      await max.getByRole('region', { name: 'Garden room' }).getByText('Maximiliana Hospedeira-Longname').waitFor();
      await max.getByRole('region', { name: 'Garden room' }).getByRole('button', { name: 'Leave this bed' }).click();
      await max.getByRole('region', { name: 'Garden room' }).getByRole('button', { name: 'Take a bed' }).waitFor();
      await expectNothingClipped(max);

      await organiser.reload();
      await organiser.getByRole('tab', { name: 'Stays (1)' }).click();
      await organiser.getByText('Who sleeps where').click();
      const noBed = organiser.getByRole('list', { name: 'No bed yet' });
      await noBed.getByText('Maximiliana Hospedeira-Longname').waitFor();
      await noBed.getByText('Olivia Organiser').waitFor();
      await organiser
        .getByRole('list', { name: /^Sleeping in Bunk room/ })
        .getByText('Gil Guest')
        .waitFor();
      await organiser.getByRole('combobox', { name: 'Assign Olivia Organiser to a room' }).click();
      await organiser.getByTitle(/^Loft, Casa Azul/).click();
      await organiser
        .getByRole('list', { name: /^Sleeping in Loft/ })
        .getByText('Olivia Organiser')
        .waitFor();
      await screenshots(organiser, 'stays-who-sleeps-where', [PHONE]);
      await expectNothingClipped(organiser);
      await expectAccessible(organiser);
      await Promise.all([organiser.close(), gil.close(), max.close()]);
    },
    TWO_PEOPLE_TIMEOUT_MS * 2,
  );

  it(
    'the arrivals board says where people sleep, and a ride suggestion becomes a carpool',
    async () => {
      const organiser = await openPage(browser);
      await signIn(organiser, uniqueEmail('organiser'), 'Oscar Organiser');
      const eventId = await createEvent(organiser, 'Los Angeles Wedding');
      const created = await apiAs<{ stay: { rooms: { id: string }[] } }>(
        organiser,
        'POST',
        `/api/events/${eventId}/stays`,
        { kind: 'hotel', name: 'Hotel Figueroa', membersClaimBeds: true, rooms: [{ name: 'Room 201', capacity: 2 }] },
      );
      expect(created.status).toBe(201);
      const roomId = created.body.stay.rooms[0]!.id;

      for (const [name, arrival] of [
        ['Ana Arrival', '2030-06-12T21:05:00.000Z'],
        ['Ben Landing', '2030-06-12T21:50:00.000Z'],
      ] as const) {
        const member = await invitedMember(browser, organiser, eventId, name);
        const flight = await apiAs(member, 'POST', `/api/events/${eventId}/flights`, {
          airline: 'Delta',
          flightNumber: name === 'Ana Arrival' ? 'DL100' : 'DL200',
          departure: 'JFK',
          arrival: 'LAX',
          departureTime: '2030-06-12T15:00:00.000Z',
          arrivalTime: arrival,
        });
        expect(flight.status).toBe(201);
        if (name === 'Ana Arrival') {
          const me = await apiAs<{ userId: string }>(member, 'GET', '/api/auth/test');
          expect(
            (await apiAs(member, 'POST', `/api/stay-rooms/${roomId}/sleepers`, { userId: me.body.userId })).status,
          ).toBe(200);
        }
        await member.close();
      }

      await organiser.goto(`${APP_URL}/events/${eventId}/travel`);
      await organiser.getByText('Arrivals Board').waitFor();
      await organiser.getByText('Stays at Hotel Figueroa').waitFor();
      const suggestion = organiser.getByRole('listitem', { name: /^2 people land at LAX between / });
      await suggestion.waitFor();
      await screenshots(organiser, 'stays-ride-suggestion');
      await expectAccessible(organiser);
      await suggestion.getByRole('button', { name: 'Offer a ride' }).click();
      const dialog = organiser.getByRole('dialog', { name: 'Create Carpool' });
      expect(await dialog.getByLabel('From').inputValue()).toBe('LAX');
      expect(await dialog.getByLabel('Available Seats').inputValue()).toBe('3');
      await dialog.getByText('Ana Arrival, Ben Landing get an invitation to join.').waitFor();
      await dialog.getByLabel('To', { exact: true }).fill('Hotel Figueroa');
      await dialog.getByRole('button', { name: 'Create Carpool' }).click();
      await organiser.getByText('Carpool Created').waitFor();
      await suggestion.waitFor({ state: 'detached' });
      await organiser.getByRole('tab', { name: 'Carpools (1)' }).waitFor();
      await organiser.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );
});
