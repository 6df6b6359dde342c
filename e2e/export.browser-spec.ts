import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createEvent, expectAccessible, invitedMember, openSettings } from './support/app-actions';
import { launchBrowser, openPage, screenshots, signIn, uniqueEmail } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Clicks a download link and answers the downloaded file's bytes and name. */
async function download(page: Page, name: string): Promise<{ bytes: Buffer; filename: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  expect(await file.failure()).toBeNull();
  return { bytes: readFileSync((await file.path())!), filename: file.suggestedFilename() };
}

describe('Data export in Settings', () => {
  it('downloads the members spreadsheet and the whole event for a Pro admin, through plain links', async () => {
    const email = uniqueEmail('exporter');
    const page = await openPage(browser);
    await signIn(page, email, 'Ezra Exporter');
    const eventId = await createEvent(page, 'Harvest Festival');
    await openSettings(page, eventId);
    const card = page.locator('.ant-card').filter({ hasText: 'Data Export' });
    await card.getByRole('link', { name: 'Download Everything (ZIP)' }).scrollIntoViewIfNeeded();
    await screenshots(page, 'settings-data-export');
    await expectAccessible(page);

    const members = await download(page, 'Download Members as CSV');
    expect(members.filename).toBe('harvest-festival-members.csv');
    const text = members.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFName,E-mail,Role,Joined,')).toBe(true);
    expect(text).toContain(`Ezra Exporter,${email},Creator,`);

    const everything = await download(page, 'Download Everything (ZIP)');
    expect(everything.filename).toBe('harvest-festival.zip');
    expect(everything.bytes.subarray(0, 2).toString()).toBe('PK');
    // A ZIP lists its entries' names in plain text in its central directory.
    for (const entry of ['members.csv', 'flights.csv', 'carpools.csv', 'schedule.ics', 'photos/manifest.csv']) {
      expect(everything.bytes.includes(entry)).toBe(true);
    }
    await page.close();
  });

  it('offers a free admin the upgrade dialog for export instead of the downloads', async () => {
    const host = await openPage(browser);
    await signIn(host, uniqueEmail('host'), 'Hana Host');
    const eventId = await createEvent(host, 'Cider Tasting');
    const admin = await invitedMember(browser, host, eventId, 'Fred Free', 375, 'admin');
    await openSettings(admin, eventId);
    const upgrade = admin.getByRole('button', { name: 'Upgrade to Export' });
    await upgrade.scrollIntoViewIfNeeded();
    expect(await admin.getByRole('link', { name: /^Download / }).count()).toBe(0);
    await upgrade.click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Data export is not included in the Free plan.', { exact: false }).waitFor();
    await dialog.getByText('Export members, travel, the schedule and photos').waitFor();
    await screenshots(admin, 'settings-data-export-upgrade', [375]);
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await host.close();
    await admin.close();
  });
});
