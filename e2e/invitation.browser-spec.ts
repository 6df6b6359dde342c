import type { Browser } from 'playwright-core';
import { APP_URL } from './support/app-env';
import { apiAs, createEvent, expectAccessible, invitationLink } from './support/app-actions';
import {
  captureAtEveryWidth,
  launchBrowser,
  openPage,
  signIn,
  signInThroughPopup,
  uniqueEmail,
  TWO_PEOPLE_TIMEOUT_MS,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PALETTES = {
  teal: { primary: '#0f766e', secondary: '#14b8a6', tertiary: '#f59e0b', background: '#fff7ed', surface: '#ffffff' },
  'near-black': {
    primary: '#111111',
    secondary: '#1f2937',
    tertiary: '#374151',
    background: '#0b0b0f',
    surface: '#18181b',
  },
  'bright-yellow': {
    primary: '#ffe600',
    secondary: '#facc15',
    tertiary: '#fde047',
    background: '#fffbcc',
    surface: '#fff59d',
  },
} as const;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('The invitation page in Chromium', () => {
  it(
    'looks like its event, accepts right after sign-in and sends a member on from the used link',
    async () => {
      const host = await openPage(browser);
      await signIn(host, uniqueEmail('host'), 'Hana Host');
      const eventId = await createEvent(host, 'Lakeside Jubilee');
      const details = {
        name: 'Lakeside Jubilee',
        description: 'A long weekend by the water',
        location: 'Lake Tahoe, California',
        startDate: '2027-06-12T12:00:00.000Z',
        endDate: '2027-06-14T12:00:00.000Z',
      };
      const themed = await apiAs(host, 'PUT', `/api/events/${eventId}`, { ...details, themeColors: PALETTES.teal });
      expect(themed.status).toBe(200);
      const guestEmail = uniqueEmail('guest');
      const invited = await apiAs(host, 'POST', `/api/events/${eventId}/members`, {
        userEmail: guestEmail,
        role: 'attendee',
      });
      expect(invited.status).toBe(201);
      const link = await invitationLink(browser, guestEmail);

      const guest = await openPage(browser, new URL(link).pathname);
      await guest.getByText("You're Invited").waitFor();
      await guest.getByText('Hana Host').waitFor();
      await guest.getByRole('heading', { name: 'Lakeside Jubilee', level: 3 }).waitFor();
      await guest.getByText(/^\s*Sat, Jun 12 – Mon, Jun 14, 2027 · \d+ days to go$/).waitFor();
      await guest.getByText('Lake Tahoe, California').waitFor();
      await guest.getByAltText('Lakeside Jubilee logo').waitFor();
      const colours = await guest.evaluate(() => {
        const card = document.querySelector('.ant-card') as HTMLElement;
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Accept Invitation')!;
        return {
          page: getComputedStyle(card.parentElement!).backgroundColor,
          button: getComputedStyle(button).backgroundColor,
        };
      });
      expect(colours).toEqual({ page: rgb(PALETTES.teal.background), button: rgb(PALETTES.teal.primary) });
      await captureAtEveryWidth(guest, 'invitation-teal');
      await expectAccessible(guest);

      for (const name of ['near-black', 'bright-yellow'] as const) {
        await apiAs(host, 'PUT', `/api/events/${eventId}`, { themeColors: PALETTES[name] });
        await guest.reload();
        await guest.getByText('Hana Host').waitFor();
        await captureAtEveryWidth(guest, `invitation-${name}`);
        await expectAccessible(guest);
      }

      // The provider chooser, in the event's (here bright yellow) colours.
      await guest.getByRole('button', { name: 'Accept Invitation' }).click();
      const chooser = guest.getByRole('dialog', { name: 'Sign in' });
      await chooser.getByRole('button', { name: 'Continue with Google' }).waitFor();
      await captureAtEveryWidth(guest, 'invitation-sign-in-chooser');
      await expectAccessible(guest);
      await guest.keyboard.press('Escape');
      await chooser.waitFor({ state: 'hidden' });

      // One click on Accept, the provider (here the other OpenID provider, which the app asks about), then
      // its popup: the invitation is accepted as soon as the user is back.
      await signInThroughPopup(guest, 'Accept Invitation', guestEmail, 'Gus Guest', 'free', 'oidc');
      await guest.getByText('Invitation Accepted!').waitFor();
      await guest.waitForURL(new RegExp(`/events/${eventId}$`), { timeout: 10_000 });
      await guest.getByRole('heading', { name: 'Lakeside Jubilee', level: 2 }).waitFor();

      // The used link takes its member into the event; anyone else still reads the spec's message.
      await guest.goto(link);
      await guest.waitForURL(new RegExp(`/events/${eventId}$`), { timeout: 10_000 });
      await guest.getByRole('heading', { name: 'Lakeside Jubilee', level: 2 }).waitFor();
      const stranger = await openPage(browser, new URL(link).pathname);
      await stranger.getByText('Invitation Not Found').waitFor();
      await stranger.getByText('This invitation link has expired or is no longer valid').waitFor();
      await captureAtEveryWidth(stranger, 'invitation-used');
      await stranger.close();
      await guest.close();
      await host.close();
    },
    TWO_PEOPLE_TIMEOUT_MS,
  );

  it('offers a way home from /invite/ without a token', async () => {
    const page = await openPage(browser, '/invite/');
    await page.getByText('Invalid Invitation').waitFor();
    await page.getByText('This invitation link is not valid').waitFor();
    await captureAtEveryWidth(page, 'invitation-no-token');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await page.close();
  });
});
