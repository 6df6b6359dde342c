import type { Browser, Locator, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs } from './support/app-actions';
import { AWKWARD_PALETTES, eventWithContent, resting } from './support/awkward-palettes';
import { launchBrowser, openPage, signIn, uniqueEmail } from './support/browser';
import { contrast, hexOf, painted } from './support/painted-colours';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * What makes `primary` fail to look like the main action: its fill under 3:1 against what it sits on
 * (WCAG 1.4.11), its label under 4.5:1 on its fill, or, beside a default button, less weight than that
 * button (its fill standing out less from what it sits on, short of the text's 4.5:1) or a fill like it.
 */
async function primaryProblems(where: string, primary: Locator, beside?: Locator): Promise<string[]> {
  const button = await painted(primary);
  const problems: string[] = [];
  const onBehind = contrast(button.fill, button.behind);
  const named = `${where}: ${hexOf(button.fill)} on ${hexOf(button.behind)}`;
  if (onBehind < 3) problems.push(`${named}: fill ${onBehind.toFixed(2)}:1 (< 3:1)`);
  const label = contrast(button.text, button.fill);
  if (label < 4.5) problems.push(`${named}: label ${hexOf(button.text)} ${label.toFixed(2)}:1 (< 4.5:1)`);
  if (beside) {
    const other = await painted(beside);
    const weight = Math.min(contrast(other.fill, other.behind), 4.5);
    if (onBehind < weight) problems.push(`${named}: stands out less than the default button (${weight.toFixed(2)}:1)`);
    if (contrast(button.fill, other.fill) < 3) problems.push(`${named}: filled like the default button`);
  }
  return problems;
}

describe('Primary buttons in any event colours', () => {
  let host: Page;
  let eventId: string;
  let inviteToken: string;
  beforeAll(async () => {
    host = await openPage(browser);
    await signIn(host, uniqueEmail('primary-buttons'), 'Pia Primary');
    ({ eventId, inviteToken } = await eventWithContent(host));
  }, 120_000);

  it.each(Object.entries(AWKWARD_PALETTES))(
    'fills primary buttons to stand out, with readable labels, more than default buttons: %s',
    async (name, themeColors) => {
      expect((await apiAs(host, 'PUT', `/api/events/${eventId}`, { themeColors })).status).toBe(200);
      const base = `${APP_URL}/events/${eventId}`;
      const button = (within: Page | Locator, text: string | RegExp) =>
        within.locator('.ant-btn', { hasText: typeof text === 'string' ? new RegExp(`^${text}$`) : text });
      const found: string[] = [];
      for (const width of [375, 1280]) {
        const at = `${name} @${width}`;
        await host.setViewportSize({ width, height: 900 });
        await host.goto(base);
        await host.getByText('Reno airport → The lodge').waitFor();
        await resting(host);
        found.push(...(await primaryProblems(`${at} Invite`, button(host, 'Invite'), button(host, 'Settings'))));
        const schedule = host.locator('.ant-card', { has: host.getByText('Event Schedule') });
        found.push(
          ...(await primaryProblems(`${at} Add Item`, button(schedule, 'Add Item'), button(schedule, 'Subscribe'))),
        );

        await host.goto(`${base}/members`);
        await host.getByText('Pending Invitations (1)').waitFor();
        await resting(host);
        found.push(...(await primaryProblems(`${at} Invite Member`, button(host, 'Invite Member'))));
        await button(host, 'Invite Member').click();
        const invite = host.getByRole('dialog');
        await invite.getByText('Invite New Member').waitFor();
        await resting(host);
        found.push(
          ...(await primaryProblems(
            `${at} Send Invitation`,
            button(invite, 'Send Invitation'),
            button(invite, 'Cancel'),
          )),
        );

        await host.goto(`${base}/travel?add=carpool`);
        const carpool = host.getByRole('dialog');
        await carpool.getByText('Available Seats').waitFor();
        await resting(host);
        found.push(
          ...(await primaryProblems(
            `${at} Create Carpool dialog`,
            button(carpool, 'Create Carpool'),
            button(carpool, 'Cancel'),
          )),
        );
        await host.keyboard.press('Escape');
        await carpool.waitFor({ state: 'hidden' });
        await resting(host);
        found.push(...(await primaryProblems(`${at} Create Carpool`, button(host, 'Create Carpool'))));

        // The invitation page is not in the event's colours (spec section 2): antd's defaults, whatever the event's.
        const guest = await openPage(browser, `/invite/${inviteToken}`, width);
        const card = guest.locator('.ant-card', { hasText: "You're Invited" });
        await button(card, 'Accept Invitation').waitFor();
        await resting(guest);
        found.push(
          ...(await primaryProblems(
            `${at} Accept Invitation`,
            button(card, 'Accept Invitation'),
            button(card, 'Sign In'),
          )),
        );
        await guest.close();
      }
      expect(found).toEqual([]);
    },
    120_000,
  );
});
