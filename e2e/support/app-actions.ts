import type { Browser, Locator, Page } from 'playwright-core';
import { APP_URL } from './app-env';
import { seriousA11yViolations, settled } from './axe';
import { openPage, signIn, uniqueEmail } from './browser';

/**
 * Checked as the screen rests: the pointer moved off whatever the test last clicked (hover styles aside),
 * and every transition that move started finished. antd's buttons fade their colours over 0.2 s: checked
 * midway, a button leaving its hover colour fails the contrast rule now and then.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The first <img> named `alt`, once the browser has actually decoded it (the image cookie authorised it). */
export async function expectImageDecoded(page: Page, alt: string): Promise<void> {
  const image = page.getByRole('img', { name: alt, exact: true }).first();
  await image.waitFor();
  await page.waitForFunction(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
    { timeout: 20_000 },
  );
}

/** Creates an event through the form, as a Pro user, and answers its id once its dashboard shows. */
export async function createEvent(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Create Event' }).first().click();
  await page.getByLabel('Event Name').fill(name);
  await page.getByRole('button', { name: 'Create Event' }).click();
  await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  return page.url().split('/events/')[1]!;
}

/** Waits for the Settings screen with every card in place (the lower ones load as the page opens). */
export async function settingsInFull(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Event Settings' }).waitFor();
  await page.getByRole('status', { name: 'Loading more settings' }).waitFor({ state: 'detached' });
}

/** Opens an event's Settings with every card in place (see settingsInFull). */
export async function openSettings(page: Page, eventId: string): Promise<void> {
  await page.goto(`${APP_URL}/events/${eventId}/settings`);
  await settingsInFull(page);
}

/** A call of the API as the page's signed-in user (the refresh cookie gives a bearer token). */
export async function apiAs<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { token } = await (await fetch('/api/auth/refresh', { method: 'POST' })).json();
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** The invitation link the worker's development catcher received for this address, over SMTP. */
export async function invitationLink(browser: Browser, email: string): Promise<string> {
  const viewer = await browser.newPage();
  try {
    for (let attempt = 0; attempt < 60; attempt++) {
      await viewer.goto(`${APP_URL}/api/dev/mailbox`);
      const link = await viewer
        .locator('li', { hasText: email })
        .locator('a[href*="/invite/"]')
        .first()
        .getAttribute('href', { timeout: 500 })
        .catch(() => null);
      if (link) return link;
    }
    throw new Error(`No invitation e-mail reached ${email}`);
  } finally {
    await viewer.close();
  }
}

/** A second user (free plan), signed in at `width`, made a member through an invitation the host sent. */
export async function invitedMember(
  browser: Browser,
  host: Page,
  eventId: string,
  name: string,
  width = 1280,
  role: 'attendee' | 'admin' = 'attendee',
): Promise<Page> {
  const email = uniqueEmail('guest');
  const invited = await apiAs<{ invitation: { inviteToken: string } }>(host, 'POST', `/api/events/${eventId}/members`, {
    userEmail: email,
    role,
  });
  expect(invited.status).toBe(201);
  const guest = await openPage(browser, '/', width);
  await signIn(guest, email, name, 'free');
  const accepted = await apiAs(guest, 'POST', `/api/invitations/${invited.body.invitation.inviteToken}/accept`);
  expect(accepted.status).toBe(200);
  return guest;
}

/** Types a date and time into the date-time field (a picker on a desktop, the device's input on a phone). */
export async function typeDateTime(dialog: Locator, label: string, value: string, phone: boolean): Promise<void> {
  const input = dialog.getByLabel(label, { exact: true });
  if (phone) return input.fill(value.replace(' ', 'T'));
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Uploads an image as the page's user through the signed upload URL and records it as a photo of the event. */
export async function uploadPhotoAs(page: Page, eventId: string, image: Buffer, filename: string): Promise<string> {
  const target = await apiAs<{ uploadURL: string; objectPath: string }>(page, 'POST', '/api/objects/upload');
  const put = await fetch(new URL(target.body.uploadURL, APP_URL), {
    method: 'PUT',
    body: new Uint8Array(image),
    headers: { 'Content-Type': 'image/jpeg' },
  });
  if (!put.ok) throw new Error(`Upload refused: ${put.status}`);
  const created = await apiAs<{ photo: { id: string } }>(page, 'POST', `/api/events/${eventId}/photos`, {
    filename,
    objectPath: target.body.objectPath,
  });
  if (created.status !== 201) throw new Error(`Photo refused: ${created.status}`);
  return created.body.photo.id;
}
