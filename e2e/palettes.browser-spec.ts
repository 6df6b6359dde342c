import type { Browser, Page } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, settingsInFull } from './support/app-actions';
import { AWKWARD_PALETTES, eventWithContent } from './support/awkward-palettes';
import { a11yProblems } from './support/axe';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';
import { LAYOUT_WIDTHS } from './support/layout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The palettes whose screens are also saved at every width, for a person to look at. */
const LOOKED_AT = new Set(['mid-grey', 'saturated-yellow', 'grey-on-grey']);
/**
 * The palettes checked on every screen: the looked-at ones and near-black. The others defeat one rule each
 * (a bright primary, near-white, a dark saturated page), which the dashboard, settings and the dialogs,
 * built from the same components as the rest, already show.
 */
const EVERY_SCREEN = new Set([...LOOKED_AT, 'near-black']);
const ALWAYS_CHECKED = new Set<string>(['dashboard', 'settings']);

/** The event dashboard and the five sections, each with what shows it has rendered. */
function screens(page: Page, eventId: string, dinnerId: string) {
  const base = `/events/${eventId}`;
  return [
    // The cards below the heading load after it: checked once they show.
    ['dashboard', base, () => page.getByText('Reno airport → The lodge').waitFor()],
    ['photos', `${base}/photos`, () => page.getByText('All Photos (1)').waitFor()],
    ['travel', `${base}/travel`, () => page.getByText('KL0605').first().waitFor()],
    ['members', `${base}/members`, () => page.getByText('Pending Invitations (1)').waitFor()],
    ['guest-list', `${base}/members?view=guests`, () => page.getByRole('heading', { name: 'Guest List' }).waitFor()],
    ['stays', `${base}/travel?tab=stays`, () => page.getByText('Lake house').first().waitFor()],
    ['costs', `${base}/costs`, () => page.getByText('Groceries').first().waitFor()],
    ['comments', `${base}?item=${dinnerId}`, () => page.getByText('Is there a vegan option?').waitFor()],
    ['settings', `${base}/settings`, () => settingsInFull(page)],
  ] as const;
}

describe('Any event colours stay readable', () => {
  let host: Page;
  let eventId: string;
  let dinnerId: string;
  beforeAll(async () => {
    host = await openPage(browser);
    await signIn(host, uniqueEmail('palettes'), 'Pat Palette');
    ({ eventId, dinnerId } = await eventWithContent(host));
  }, 120_000);

  it.each(Object.entries(AWKWARD_PALETTES))(
    'leaves axe no serious violation on the screens, a toast and the dialogs: %s',
    async (name, themeColors) => {
      expect((await apiAs(host, 'PUT', `/api/events/${eventId}`, { themeColors })).status).toBe(200);
      const found: string[] = [];
      for (const [screen, path, shown] of screens(host, eventId, dinnerId)) {
        if (!ALWAYS_CHECKED.has(screen) && !EVERY_SCREEN.has(name)) continue;
        await host.setViewportSize({ width: 1280, height: 900 });
        await host.goto(`${APP_URL}${path}`);
        await shown();
        found.push(...(await a11yProblems(host, `${name} ${screen}`)));
        await screenshots(host, `palette-${name}-${screen}`, LOOKED_AT.has(name) ? LAYOUT_WIDTHS : [375]);
        if (screen === 'dashboard') {
          // A phone's layout: the compact header and the bottom bar with the current section marked.
          await host.setViewportSize({ width: 375, height: 800 });
          found.push(...(await a11yProblems(host, `${name} ${screen} on a phone`)));
        }
      }
      // A toast and a dialog, which sit on surfaces of their own.
      await host.goto(`${APP_URL}/events/${eventId}/settings`);
      await host.getByRole('heading', { name: 'Event Settings' }).waitFor();
      await host.getByRole('switch').click();
      await host.getByText('Banner settings updated!').last().waitFor();
      found.push(...(await a11yProblems(host, `${name} settings toast`)));
      await host.goto(`${APP_URL}/events/${eventId}/travel?add=flight`);
      await host.getByRole('dialog').waitFor();
      found.push(...(await a11yProblems(host, `${name} add flight dialog`)));
      await screenshots(host, `palette-${name}-dialog`, [375]);
      // The party's reply, with the required meal for each person going.
      await host.goto(`${APP_URL}/events/${eventId}`);
      await host.getByRole('button', { name: 'Reply for your party (2)' }).click();
      await host.getByRole('dialog', { name: 'Reply for your party' }).waitFor();
      found.push(...(await a11yProblems(host, `${name} party reply dialog`)));
      await screenshots(host, `palette-${name}-party-reply`, LOOKED_AT.has(name) ? LAYOUT_WIDTHS : [375]);
      await host.keyboard.press('Escape');
      // The profile dialog, opened from an event, wears the event's colours too.
      await host.keyboard.press('Escape');
      await host.getByRole('dialog').waitFor({ state: 'hidden' });
      await host.getByRole('button', { name: /Account menu/ }).click();
      await host.getByText('Edit Profile').click();
      await host.getByRole('dialog').getByRole('tab').first().waitFor();
      found.push(...(await a11yProblems(host, `${name} profile dialog`)));
      await screenshots(host, `palette-${name}-profile-dialog`, LOOKED_AT.has(name) ? LAYOUT_WIDTHS : [375]);
      expect(found).toEqual([]);
    },
    120_000,
  );
});
