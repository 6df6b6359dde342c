import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { apiAs, createEvent, expectAccessible } from './support/app-actions';
import { APP_URL, E2E_DATA_DIR, E2E_OPERATOR_EMAIL } from './support/app-env';
import { captureAtEveryWidth, launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Where the app keeps an object (the local disk store `npm start` uses, under its data folder). */
const storedObject = (objectPath: string) => join(E2E_DATA_DIR, 'objects', objectPath);

/**
 * A photo whose processing job fails for real. The upload is received and claimed as usual, but the file
 * the worker will read has been swapped for a folder of the same name: the image job's read throws
 * EISDIR, a storage error (not a refused image), so BullMQ retries it with back-off and, after its five
 * attempts (about 15 s), files it as failed. Nothing in the app is faked: it is the object store failing
 * under the job. `repair` puts the file back, so that a retry can succeed.
 */
async function photoWhoseJobFails(page: Page, eventId: string): Promise<{ photoId: string; repair: () => void }> {
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f855a' } })
    .jpeg()
    .toBuffer();
  const target = await apiAs<{ uploadURL: string; objectPath: string }>(page, 'POST', '/api/objects/upload');
  const put = await fetch(new URL(target.body.uploadURL, APP_URL), {
    method: 'PUT',
    body: new Uint8Array(image),
    headers: { 'Content-Type': 'image/jpeg' },
  });
  expect(put.ok).toBe(true);
  const file = storedObject(target.body.objectPath);
  const bytes = readFileSync(file);
  rmSync(file);
  mkdirSync(file);
  const created = await apiAs<{ photo: { id: string } }>(page, 'POST', `/api/events/${eventId}/photos`, {
    filename: 'harbour.jpg',
    objectPath: target.body.objectPath,
  });
  expect(created.status).toBe(201);
  return {
    photoId: created.body.photo.id,
    repair: () => {
      rmSync(file, { recursive: true });
      writeFileSync(`${file}.repair`, bytes);
      renameSync(`${file}.repair`, file);
    },
  };
}

/** Waits until the photo has been processed: the gallery lists only ready photos. */
async function photoListed(page: Page, eventId: string, photoId: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const gallery = await apiAs<{ photos: { id: string }[] }>(page, 'GET', `/api/events/${eventId}/photos`);
    if (gallery.body.photos.some((photo) => photo.id === photoId)) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`Photo ${photoId} was not processed after its retry`);
}

async function openConsoleFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Operator console' }).click();
  await page.getByRole('heading', { name: 'Operator console' }).waitFor();
}

describe('The operator console in Chromium', () => {
  it("an operator changes a user's plan and retries a failed job, on a phone", async () => {
    const member = await openPage(browser);
    const memberEmail = uniqueEmail('console-member');
    await signIn(member, memberEmail, 'Mara Member', 'free');

    const operator = await openPage(browser, '/', 375);
    await signIn(operator, E2E_OPERATOR_EMAIL, 'Olga Operator');
    await openConsoleFromMenu(operator);
    expect(new URL(operator.url()).pathname).toBe('/admin/users');

    // Users: find the member, open their page, move them to Pro.
    await operator.getByRole('searchbox', { name: 'Search users' }).fill(memberEmail);
    await operator.getByRole('button', { name: /Search/ }).click();
    const users = operator.getByRole('list', { name: 'Users' });
    await users.getByText(memberEmail).waitFor();
    await expect(users.getByRole('listitem').count()).resolves.toBe(1);
    await captureAtEveryWidth(operator, 'operator-console-users');
    await users.getByRole('link', { name: 'Mara Member' }).click();
    await operator.getByRole('heading', { name: 'Mara Member' }).waitFor();
    await operator.getByText('They belong to no event.').waitFor();
    await captureAtEveryWidth(operator, 'operator-console-user');
    await expectAccessible(operator);

    await operator.getByRole('combobox', { name: 'Plan' }).click();
    await operator.locator('.ant-select-item-option[title="Pro"]').click();
    const confirm = operator.getByRole('dialog');
    await confirm.getByText(`Move ${memberEmail} from Free to Pro? Their limits change at once.`).waitFor();
    await confirm.getByRole('button', { name: 'Change to Pro' }).click();
    await operator.getByText(`${memberEmail} is now on Pro`).waitFor();
    const plan = await apiAs<{ tier: string }>(member, 'GET', '/api/user/subscription');
    expect(plan.body.tier).toBe('paid');
    // The Free plan creates no events: that Pro's limits apply at once shows in the member's next event.
    await member.reload();
    const eventId = await createEvent(member, 'Harbour Weekend');
    const { photoId, repair } = await photoWhoseJobFails(member, eventId);

    // Jobs: the photo's job fails after its attempts; once the store is repaired, Retry processes it.
    await operator.getByRole('tab', { name: /Jobs/ }).click();
    const failed = operator.getByRole('list', { name: 'Failed jobs of images' });
    for (let attempt = 0; attempt < 40 && !(await failed.isVisible()); attempt++) {
      await operator.waitForTimeout(1_000);
      await operator.getByRole('button', { name: 'Refresh' }).click();
    }
    await failed.getByText(/EISDIR/).waitFor();
    await captureAtEveryWidth(operator, 'operator-console-jobs');
    repair();
    await failed.getByRole('button', { name: `Retry photo photo-${photoId}` }).click();
    await operator.getByText('Job queued again').waitFor();
    await failed.waitFor({ state: 'detached' });
    await photoListed(member, eventId, photoId);

    // E-mail: the development catcher is a real SMTP server, and its answer is shown as it came.
    await operator.getByRole('tab', { name: /E-mail/ }).click();
    await expect(operator.getByLabel('Send to').inputValue()).resolves.toBe(E2E_OPERATOR_EMAIL);
    await operator.getByRole('button', { name: 'Send test e-mail' }).click();
    await operator.getByText('Delivered to the SMTP server').waitFor();
    await operator.getByText(/^250\b/).waitFor();
    await captureAtEveryWidth(operator, 'operator-console-email');

    // The audit lists what the operator did above (the plan and the retried job), newest first.
    await operator.getByRole('tab', { name: /Audit/ }).click();
    const audit = operator.getByRole('list', { name: 'Audit' });
    await audit.getByText(E2E_OPERATOR_EMAIL).first().waitFor();
    const lines = await audit.getByRole('listitem').allInnerTexts();
    expect(lines.some((line) => line.includes(memberEmail))).toBe(true);
    await captureAtEveryWidth(operator, 'operator-console-audit');
    await operator.close();
    await member.close();
  }, 180_000);

  it('anyone else opening /admin sees Page Not Found, and their browser never asks for the console', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('not-operator'), 'Nico Nobody');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${APP_URL}/admin`);
    await page.getByText('Page Not Found').waitFor();
    await page.goto(`${APP_URL}/admin/users`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Operator console' }).count()).toBe(0);
    // The console's code is served at its own port (or /sections/admin/ behind the compose proxy).
    expect(
      requested.filter((url) => url.startsWith('http://localhost:3106/') || url.includes('/sections/admin/')),
    ).toEqual([]);
    expect(requested.filter((url) => url.includes('/api/admin/'))).toEqual([]);
    await screenshots(page, 'operator-console-not-found', [375]);
    await page.close();
  });
});
