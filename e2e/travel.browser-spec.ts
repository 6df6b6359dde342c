import type { Browser, Locator } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitedMember } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail, TWO_PEOPLE_TIMEOUT_MS } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Types a date and time into an antd date-time picker and confirms it. */
async function pickDateTime(dialog: Locator, label: string, value: string): Promise<void> {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('The Travel screen in Chromium', () => {
  it(
    'adds a flight, creates a carpool that a second user joins and leaves, the seats chip following',
    async () => {
      const driver = await openPage(browser);
      await signIn(driver, uniqueEmail('driver'), 'Dana Driver');
      const eventId = await createEvent(driver, 'Sitges Weekend');
      await driver.goto(`${APP_URL}/events/${eventId}/travel`);
      await driver.getByRole('heading', { name: 'Travel Coordination' }).waitFor();
      await driver.getByText('No Flights Added').waitFor();
      await screenshots(driver, 'travel-flights-empty');
      await expectAccessible(driver);

      await driver.getByRole('button', { name: 'Add Flight' }).click();
      const flightDialog = driver.getByRole('dialog', { name: 'Add Flight Information' });
      await flightDialog.getByRole('button', { name: 'Add Flight' }).click();
      await flightDialog.getByText('Departure time is required').waitFor();
      await flightDialog.getByText('Arrival time is required').waitFor();
      await screenshots(driver, 'travel-add-flight-invalid');
      await flightDialog.getByLabel('Airline').fill('KLM');
      await flightDialog.getByLabel('Flight Number').fill('KL1675');
      await flightDialog.getByLabel('Departure Airport').fill('AMS');
      await flightDialog.getByLabel('Arrival Airport').fill('BCN');
      await pickDateTime(flightDialog, 'Departure Time', '2030-06-12 08:40');
      await pickDateTime(flightDialog, 'Arrival Time', '2030-06-12 11:05');
      await flightDialog.getByRole('button', { name: 'Add Flight' }).click();
      await driver.getByText('Flight Added').waitFor();
      await driver.getByRole('heading', { name: 'AMS to BCN' }).waitFor();
      await driver.getByRole('tab', { name: 'Flights (1)' }).waitFor();
      await driver.getByText('Arrivals Board').waitFor();
      await driver.getByText('Dana Driver · KL1675').waitFor();
      await screenshots(driver, 'travel-flights');
      await expectAccessible(driver);

      await driver.getByRole('tab', { name: 'Carpools (0)' }).click();
      await driver.getByText('No Carpools Created').waitFor();
      await screenshots(driver, 'travel-carpools-empty');
      await expectAccessible(driver);
      await driver.getByRole('button', { name: 'Create Carpool' }).click();
      const carpoolDialog = driver.getByRole('dialog', { name: 'Create Carpool' });
      expect(await carpoolDialog.getByLabel('Available Seats').inputValue()).toBe('4');
      await carpoolDialog.getByLabel('From').fill('Barcelona airport');
      await carpoolDialog.getByLabel('To', { exact: true }).fill('Villa Sol');
      await pickDateTime(carpoolDialog, 'Departure Time', '2030-06-12 12:00');
      await screenshots(driver, 'travel-create-carpool');
      await carpoolDialog.getByRole('button', { name: 'Create Carpool' }).click();
      await driver.getByText('Carpool Created').waitFor();
      await driver.getByRole('tab', { name: 'Carpools (1)' }).waitFor();
      await driver.getByLabel('1 of 4 seats taken').waitFor();
      expect(await driver.getByRole('button', { name: 'Join' }).count()).toBe(0);

      const rider = await invitedMember(browser, driver, eventId, 'Rae Rider');
      await rider.goto(`${APP_URL}/events/${eventId}/travel`);
      await rider.getByRole('tab', { name: 'Carpools (1)' }).click();
      await rider.getByText('driving', { exact: true }).waitFor();
      await rider.getByRole('button', { name: 'Join' }).click();
      await rider.getByText('Joined Carpool').waitFor();
      await rider.getByLabel('2 of 4 seats taken').waitFor();
      await rider.getByText('+ 1 passenger').waitFor();
      await rider.getByRole('button', { name: 'Leave' }).waitFor();
      await screenshots(rider, 'travel-carpools');
      await expectAccessible(rider);

      await driver.reload();
      await driver.getByRole('tab', { name: 'Carpools (1)' }).click();
      await driver.getByLabel('2 of 4 seats taken').waitFor();
      await driver.getByText('+ 1 passenger').waitFor();

      await rider.getByRole('button', { name: 'Leave' }).click();
      await rider.getByText('Left Carpool').waitFor();
      await rider.getByLabel('1 of 4 seats taken').waitFor();
      await rider.getByRole('button', { name: 'Join' }).waitFor();
      await driver.close();
      await rider.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );

  it("opens Add Flight and Create Carpool straight from the dashboard's travel cards", async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('planner'), 'Pia Planner');
    const eventId = await createEvent(page, 'Porto Weekend');
    await page.goto(`${APP_URL}/events/${eventId}`);
    await page.getByRole('button', { name: 'Add Flight' }).click();
    const flightDialog = page.getByRole('dialog', { name: 'Add Flight Information' });
    await flightDialog.waitFor();
    // The address names the tab, not the dialog: a reload keeps the tab and opens nothing.
    expect(page.url()).toBe(`${APP_URL}/events/${eventId}/travel?tab=flights`);
    await flightDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Travel Coordination' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${APP_URL}/events/${eventId}`);
    await page.getByRole('button', { name: 'Create Carpool' }).click();
    await page.getByRole('dialog', { name: 'Create Carpool' }).waitFor();
    expect(await page.getByRole('tab', { name: /^Carpools/ }).getAttribute('aria-selected')).toBe('true');
    expect(page.url()).toBe(`${APP_URL}/events/${eventId}/travel?tab=carpools`);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('tab', { name: /^Carpools/, selected: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it.each([
    ['desktop', 1280],
    ['phone', 375],
  ] as const)(
    'names the passengers on a carpool card, %s',
    async (device, width) => {
      const driver = await openPage(browser, '/', width);
      await signIn(driver, uniqueEmail('driver'), 'Dora Driver');
      const eventId = await createEvent(driver, `Carpool Names ${device}`);
      const created = await apiAs<{ carpool: { id: string } }>(driver, 'POST', `/api/events/${eventId}/carpools`, {
        fromLocation: 'Lisbon airport',
        toLocation: 'Casa Azul, Comporta',
        departureTime: '2030-06-12T12:00:00.000Z',
        maxSeats: 4,
      });
      expect(created.status).toBe(201);
      for (const name of ['Rita Rider', 'Maximiliano Passageiro-Longname']) {
        const rider = await invitedMember(browser, driver, eventId, name, width);
        expect((await apiAs(rider, 'POST', `/api/carpools/${created.body.carpool.id}/join`)).status).toBe(200);
        await rider.close();
      }

      await driver.goto(`${APP_URL}/events/${eventId}/travel`);
      await driver.getByRole('tab', { name: 'Carpools (1)' }).click();
      await driver.getByText('+ 2 passengers').waitFor();
      const passengers = driver.getByRole('list', { name: 'Passengers' });
      for (const name of ['Rita Rider', 'Maximiliano Passageiro-Longname']) {
        expect(await passengers.getByText(name, { exact: true }).isVisible()).toBe(true);
      }
      await screenshots(driver, `travel-carpool-passengers-${device}`, [width]);
      await expectNothingClipped(driver);
      await expectAccessible(driver);
      await driver.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );
});
