import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { APP_URL } from './support/app-env';
import {
  apiAs,
  createEvent,
  expectAccessible,
  invitationLink,
  openSettings,
  settingsInFull,
} from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface EventBody {
  event: { bannerSettings: { autoRotate: boolean; style: string }; startDate: string | null; endDate: string | null };
}

/** Types into a field and leaves it, which is when it saves; waits for 'Saved' under it. */
async function editAndLeave(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .getByText('Saved', { exact: true })
    .waitFor();
}

/** Invites a new user by e-mail and has them accept through the link the e-mail carries. */
async function addAttendee(host: Page, eventId: string, name: string): Promise<Page> {
  const email = uniqueEmail('attendee');
  expect(
    (await apiAs(host, 'POST', `/api/events/${eventId}/members`, { userEmail: email, role: 'attendee' })).status,
  ).toBe(201);
  const link = await invitationLink(browser, email);
  const token = new URL(link).pathname.split('/').pop()!;
  const guest = await openPage(browser);
  await signIn(guest, email, name, 'free');
  expect((await apiAs(guest, 'POST', `/api/invitations/${token}/accept`)).status).toBeLessThan(300);
  return guest;
}

describe('The Settings screen in Chromium', () => {
  it('saves every setting on its own and keeps it after a reload', async () => {
    const page = await openPage(browser);
    await signIn(page, uniqueEmail('settings'), 'Sol Settings');
    const eventId = await createEvent(page, 'Garden Party');
    await page.goto(`${APP_URL}/events/${eventId}/settings`);
    await page.getByRole('heading', { name: 'Event Settings' }).waitFor();
    // Every card loads as the page opens: nothing waits for a scroll or a tap.
    await settingsInFull(page);
    await page.getByText('Branding and Theme').waitFor();
    await page.getByText('Data Export').waitFor();
    await page.getByText('Changes are saved automatically as you edit').waitFor();
    await screenshots(page, 'settings');
    await expectAccessible(page);

    await editAndLeave(page, 'Event Name', 'Garden Party 2026');
    await editAndLeave(page, 'Description (optional)', 'Lanterns and lemonade');
    await editAndLeave(page, 'Location (optional)', 'Kew Gardens');
    await editAndLeave(page, 'Custom Logo URL (optional)', 'https://example.com/logo.png');

    await page.getByRole('switch').click();
    await page.getByText('Auto-cycling disabled').waitFor();
    await page.getByText('Banner settings updated!').waitFor();
    await page.getByText('Full-width').click();
    await page.waitForFunction(
      () => document.querySelector('.ant-segmented-item-selected')?.textContent === 'Full-width',
    );

    await page.getByText('Set Specific Dates').click();
    const dateSaved = (label: string) =>
      page
        .locator('.ant-form-item')
        .filter({ has: page.getByLabel(label, { exact: true }) })
        .getByText('Saved', { exact: true });
    const pickDate = async (label: string, value: string) => {
      const picker = page.getByLabel(label, { exact: true });
      await picker.click();
      await picker.fill(value);
      await picker.press('Enter');
      await dateSaved(label).waitFor();
    };
    await pickDate('Start Date', '2027-06-01 18:00');
    // The empty end becomes the start plus a day, and is saved; then it is changed.
    await page.waitForFunction(
      () => (document.getElementById('endDate') as HTMLInputElement | null)?.value === 'Jun 2, 2027 18:00',
    );
    await dateSaved('End Date').waitFor();
    await dateSaved('End Date').waitFor({ state: 'hidden' });
    await pickDate('End Date', '2027-06-02 23:00');

    // The colours are saved as one set, with one status for the set.
    const colourStatus = page.locator(
      'div.ant-flex:has(> span > strong:text-is("Theme Colors")) > [role=status]:text-is("Saved")',
    );
    for (const [label, value] of [
      ['Primary', '#0f766e'],
      ['Background', '#fffbeb'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(label, { exact: true }).blur();
      await colourStatus.waitFor();
      await colourStatus.waitFor({ state: 'hidden' });
    }
    await page.getByText(/Color meets WCAG AA standards \(\d+(\.\d)?:1 contrast\)/).waitFor();

    const banner = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#84cc16' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: banner });
    await page.getByText('Banner updated successfully!').waitFor();
    await screenshots(page, 'settings-edited');

    await page.reload();
    await settingsInFull(page);
    expect(await page.getByLabel('Event Name', { exact: true }).inputValue()).toBe('Garden Party 2026');
    expect(await page.getByLabel('Description (optional)', { exact: true }).inputValue()).toBe('Lanterns and lemonade');
    expect(await page.getByLabel('Location (optional)', { exact: true }).inputValue()).toBe('Kew Gardens');
    expect(await page.getByLabel('Custom Logo URL (optional)', { exact: true }).inputValue()).toBe(
      'https://example.com/logo.png',
    );
    expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe('Jun 1, 2027 18:00');
    expect(await page.getByLabel('End Date', { exact: true }).inputValue()).toBe('Jun 2, 2027 23:00');
    expect(await page.getByLabel('Primary', { exact: true }).inputValue()).toBe('#0f766e');
    expect(await page.getByLabel('Background', { exact: true }).inputValue()).toBe('#fffbeb');
    // antd runs without runtime styles: its static stylesheet reads the event's colours from CSS variables.
    const styling = await page.evaluate(() => ({
      runtimeComponentStyles: [...document.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('.ant-menu-item'),
      ),
      layout: getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor,
      primary: getComputedStyle(document.querySelector('.ant-menu-item-selected')!)
        .getPropertyValue('--ant-color-primary')
        .trim(),
    }));
    expect(styling).toEqual({ runtimeComponentStyles: false, layout: 'rgb(255, 251, 235)', primary: '#0f766e' });
    await page.getByText('Auto-cycling disabled').waitFor();
    // The worker crops the banner in the background; once it is ready the screen shows it, loaded through the
    // image cookie.
    const current = page.getByRole('img', { name: 'Current banner' });
    for (let attempt = 0; attempt < 30 && !(await current.count()); attempt++) {
      await page.waitForTimeout(500);
      await page.reload();
      await settingsInFull(page);
    }
    await current.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('img[alt="Current banner"]') as HTMLImageElement | null)?.naturalWidth === 1500,
    );
    const { body } = await apiAs<EventBody>(page, 'GET', `/api/events/${eventId}`);
    expect(body.event.bannerSettings).toMatchObject({ autoRotate: false, style: 'full-width' });

    await page.getByText('To Be Determined').click();
    await page
      .getByText('Event dates will be determined later. Members will be notified when dates are set.')
      .waitFor();
    await page.getByText('Saved', { exact: true }).waitFor();
    const after = await apiAs<EventBody>(page, 'GET', `/api/events/${eventId}`);
    expect(after.body.event).toMatchObject({ startDate: null, endDate: null });
    await page.close();
  });

  it('lets the creator change a role and sends a non-admin back to the event', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('creator'), 'Cora Creator');
    const eventId = await createEvent(host, 'Roof Terrace');
    const guest = await addAttendee(host, eventId, 'Gil Guest');

    await guest.goto(`${APP_URL}/events/${eventId}/settings`);
    await guest.waitForURL(new RegExp(`/events/${eventId}$`));
    await guest.getByRole('heading', { name: 'Roof Terrace', level: 2 }).waitFor();

    await openSettings(host, eventId);
    await host.getByText('Role Management').waitFor();
    await host.getByRole('combobox', { name: 'Role of Gil Guest' }).click();
    await host.locator('.ant-select-item-option').filter({ hasText: 'Admin' }).click();
    await host.getByText("Are you sure you want to change Gil Guest's role from Attendee to Admin?").waitFor();
    await host.getByText('Admins can manage event settings, invite members, and modify event content').waitFor();
    await screenshots(host, 'settings-change-role');
    await expectAccessible(host);
    await host.getByRole('button', { name: 'Change Role' }).click();
    await host.getByText('Role Updated').waitFor();

    await openSettings(guest, eventId);
    expect(await guest.getByText('Role Management').count()).toBe(0);
    await host.close();
    await guest.close();
  });
});
