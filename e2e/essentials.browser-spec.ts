import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, openSettings } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { expectNothingClipped } from './support/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PLACE = 'Quinta da Regaleira, Sintra';
const MAP = `https://www.openstreetmap.org/search?query=${encodeURIComponent(PLACE)}`;
const REGISTRY = 'https://www.zola.com/registry/ada-and-sam-2031';
const DRESS_CODE = 'Garden party: flat shoes for the lawn';
const FAQ = [
  { question: 'Is there parking at the venue?', answer: 'Yes, free, behind the old chapel.' },
  { question: 'Can we bring the children?', answer: 'Of course: there is a playground by the lake.' },
];

/** Waits for the auto-save `act` sets off. */
async function saving(page: Page, eventId: string, act: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/events/${eventId}`),
  );
  await act();
  expect((await saved).status()).toBe(200);
}

/** The essentials as a guest reads them: the map link, dress code, registry and the FAQ in order. */
async function expectEssentials(page: Page): Promise<void> {
  const map = page.getByRole('link', { name: `${PLACE} (map, opens in a new tab)` });
  expect(await map.getAttribute('href')).toBe(MAP);
  expect(await map.getAttribute('target')).toBe('_blank');
  expect(await map.getAttribute('rel')).toContain('noopener');
  await page.getByText(`Dress code: ${DRESS_CODE}`).waitFor();
  const registry = page.getByRole('link', { name: 'Gift registry' });
  expect(await registry.getAttribute('href')).toBe(REGISTRY);
  expect(await registry.getAttribute('rel')).toContain('noopener');
  // The admin moved the second question up: the order is theirs.
  expect(await page.locator('details summary').allInnerTexts()).toEqual([FAQ[1]!.question, FAQ[0]!.question]);
  const answer = page.getByText(FAQ[0]!.answer);
  expect(await answer.isVisible()).toBe(false);
  await page.getByText(FAQ[0]!.question).click();
  await answer.waitFor();
}

describe.each([
  ['desktop', 1280],
  ['phone', 375],
] as const)('The essentials of an event, %s', (device, width) => {
  it('are written in Settings and read on the dashboard and the invitation', async () => {
    const page = await openPage(browser, '/', width);
    await signIn(page, uniqueEmail('essentials'), 'Esme Essentials');
    const eventId = await createEvent(page, 'Sintra Wedding');
    const dates = { location: PLACE, startDate: '2031-06-12T14:00:00.000Z', endDate: '2031-06-12T22:00:00.000Z' };
    expect((await apiAs(page, 'PUT', `/api/events/${eventId}`, dates)).status).toBe(200);

    await openSettings(page, eventId);
    const card = page.locator('.ant-card', { has: page.getByText('Essentials', { exact: true }) });
    await card.scrollIntoViewIfNeeded();
    await saving(page, eventId, async () => {
      await card.getByLabel('Dress code (optional)').fill(DRESS_CODE);
      await card.getByLabel('Dress code (optional)').blur();
    });
    await card.getByLabel('Gift registry link (optional)').fill('javascript:alert(1)');
    await card.getByLabel('Gift registry link (optional)').blur();
    await card.getByText('Registry link must be a web address (http or https)').waitFor();
    await saving(page, eventId, async () => {
      await card.getByLabel('Gift registry link (optional)').fill(REGISTRY);
      await card.getByLabel('Gift registry link (optional)').blur();
    });
    for (const [index, { question, answer }] of FAQ.entries()) {
      await card.getByRole('button', { name: /Add question/ }).click();
      await card.getByLabel(`Question ${index + 1}`, { exact: true }).fill(question);
      await saving(page, eventId, async () => {
        await card.getByLabel(`Answer ${index + 1}`, { exact: true }).fill(answer);
        await card.getByLabel(`Answer ${index + 1}`, { exact: true }).blur();
      });
    }
    await saving(page, eventId, () => card.getByRole('button', { name: 'Move question 2 up' }).click());
    await expect(card.getByLabel('Question 1', { exact: true }).inputValue()).resolves.toBe(FAQ[1]!.question);
    await expectNothingClipped(page);
    await screenshots(page, `essentials-settings-${device}`, [width]);

    await page.goto(`${APP_URL}/events/${eventId}`);
    await page.getByRole('heading', { name: 'Sintra Wedding', level: 2 }).waitFor();
    await expectEssentials(page);
    await expectNothingClipped(page);
    await screenshots(page, `essentials-dashboard-${device}`, [width]);

    const invited = await apiAs<{ invitation: { inviteToken: string } }>(
      page,
      'POST',
      `/api/events/${eventId}/members`,
      {
        userEmail: uniqueEmail('essentials-guest'),
        role: 'attendee',
      },
    );
    expect(invited.status).toBe(201);
    const guest = await openPage(browser, `/invite/${invited.body.invitation.inviteToken}`, width);
    await guest.getByText("You're Invited").waitFor();
    await guest.getByText(/Jun 12, 2031 · \d+ days to go$/).waitFor();
    await expectEssentials(guest);
    await expectNothingClipped(guest);
    await screenshots(guest, `essentials-invitation-${device}`, [width]);
    await guest.close();
    await page.close();
  });
});
