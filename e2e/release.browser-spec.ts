import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { APP_URL, E2E_REMOTE_MAP_FILE } from './support/app-env';
import { createEvent } from './support/app-actions';
import {
  expectOnlyRemoteDownProblems,
  launchBrowser,
  openPage,
  screenshots,
  signIn,
  uniqueEmail,
} from './support/browser';

// The static server the app itself serves remotes with (and each web app's container runs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startRemote } = require('../frontends/tooling/web-server.cjs') as {
  startRemote: (port: number, root: string) => Server;
};

const ROOT = join(__dirname, '..');
const FRONTENDS = join(ROOT, 'frontends');
const NEW_TITLE = 'Photo Gallery · Spring Release';
/** The SDK the shell runs, and the first release of its major: the oldest a remote may be built against. */
const SHELL_SDK = JSON.parse(readFileSync(join(FRONTENDS, 'shared', 'package.json'), 'utf8')).version as string;
const FIRST_OF_MAJOR = `${SHELL_SDK.split('.')[0]}.0.0`;

/** A fingerprint of every file of a build folder: equal before and after means nothing was rebuilt. */
function fingerprint(folder: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }).sort((a, b) =>
    join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A team's next release of their section, built on its own: their sources with a visible change (`from` →
 * `to` in section.tsx), built against the SDK they last upgraded to, into a folder of its own.
 */
function buildNextRelease(app: string, sdkVersion: string, from: string, to: string): string {
  const folder = join(__dirname, '.release', app);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const part of ['src', 'webpack.config.cjs', 'tsconfig.json']) {
    cpSync(join(FRONTENDS, app, part), join(folder, part), { recursive: true });
  }
  const manifest = JSON.parse(readFileSync(join(FRONTENDS, app, 'package.json'), 'utf8'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ ...manifest, version: '0.2.0' }, null, 2));
  const section = join(folder, 'src', 'section.tsx');
  const source = readFileSync(section, 'utf8');
  expect(source).toContain(from);
  writeFileSync(section, source.replace(from, to));

  const sdk = join(folder, 'node_modules', '@gatherly', 'shared');
  cpSync(join(FRONTENDS, 'shared'), sdk, {
    recursive: true,
    filter: (path) => !path.includes('node_modules'),
  });
  const sdkManifest = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'));
  writeFileSync(join(sdk, 'package.json'), JSON.stringify({ ...sdkManifest, version: sdkVersion }, null, 2));

  execFileSync(process.execPath, [join(FRONTENDS, 'tooling', 'build.cjs')], { cwd: folder, stdio: 'inherit' });
  return folder;
}

/** Serves a release's build as its own deployment would, on a port of its own: its manifest's address. */
async function serveRelease(folder: string, port = 0): Promise<{ server: Server; entry: string; port: number }> {
  const server = startRemote(port, join(folder, 'dist'));
  await new Promise((resolve) => server.once('listening', resolve));
  const bound = (server.address() as AddressInfo).port;
  return { server, entry: `http://localhost:${bound}/mf-manifest.json`, port: bound };
}

/** Every SDK share the page's federation runtime registered: its version, which app offered it, whether loaded. */
function sharedSdk(page: Page) {
  return page.evaluate(() => {
    type Share = { from?: string; loaded?: boolean; lib?: unknown };
    // host → share scope → package → version → share
    type Scopes = Record<string, Record<string, Record<string, Record<string, Share>>>>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__.__SHARE__;
    const shares: { version: string; from: string; loaded: boolean }[] = [];
    for (const scope of Object.values(scopes)) {
      for (const [version, share] of Object.entries(scope.default?.['@gatherly/shared'] ?? {})) {
        const seen = { version, from: String(share.from), loaded: Boolean(share.loaded) || Boolean(share.lib) };
        if (!shares.some((other) => JSON.stringify(other) === JSON.stringify(seen))) shares.push(seen);
      }
    }
    return shares;
  });
}

let browser: Browser;
let release: Server | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  writeFileSync(E2E_REMOTE_MAP_FILE, '{}');
  release?.close();
  await browser.close();
  rmSync(join(__dirname, '.release'), { recursive: true, force: true });
});

/**
 * Runs `check` while the shell's deployed entry is a next release of it (the same build, marked), then puts
 * the build back as it was.
 */
async function releaseShell(check: () => Promise<void>): Promise<void> {
  const entry = join(FRONTENDS, 'shell', 'dist', 'main.js');
  // The entry and the compressed copies the web server sends in its place, as a build writes them.
  const files = [entry, `${entry}.br`, `${entry}.gz`];
  const built = files.map((file) => readFileSync(file));
  const next = `window.shellRelease = 'next';\n${built[0]!.toString('utf8')}`;
  writeFileSync(entry, next);
  writeFileSync(`${entry}.br`, brotliCompressSync(next));
  writeFileSync(`${entry}.gz`, gzipSync(next));
  try {
    await check();
  } finally {
    files.forEach((file, index) => writeFileSync(file, built[index]!));
  }
}

describe('Releasing one section on its own', () => {
  it('shows a rebuilt remote once the map points at it, with nothing else rebuilt; kept by a browser that loaded it, a fallback for one that did not while it is down', async () => {
    const others = ['shell', 'travel', 'members', 'settings', 'costs', 'admin'];
    const before = Object.fromEntries(others.map((app) => [app, fingerprint(join(FRONTENDS, app, 'dist'))]));

    // The photos team last upgraded to the first release of the shell's major, older than or equal to the shell's.
    const RELEASE = buildNextRelease('photos', FIRST_OF_MAJOR, 'Photo Gallery\n', `${NEW_TITLE}\n`);
    const built = readdirSync(join(RELEASE, 'dist'));
    expect(built).toContain('mf-manifest.json');
    const chunks = built.filter((file) => file.endsWith('.js') && !['main.js', 'remoteEntry.js'].includes(file));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);

    const served = await serveRelease(RELEASE);
    release = served.server;
    const { entry, port } = served;

    const page = await openPage(browser);
    const email = uniqueEmail('release');
    await signIn(page, email, 'Rae Release');
    const eventId = await createEvent(page, 'Lake Weekend');
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await page.getByRole('heading', { name: 'Photo Gallery', exact: true }).waitFor();
    // The service worker holds the section as released so far: the next release must still win.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    // The deployment points the photos entry at the new build; the shell serves the map at run time.
    writeFileSync(E2E_REMOTE_MAP_FILE, JSON.stringify({ photos: entry }));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.reload();
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await screenshots(page, 'release-photos-next');
    expect(requested.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);
    expect(requested.some((url) => url.startsWith('http://localhost:3101/'))).toBe(false);

    // Built against the first release of the shell's major, the remote runs on the shell's SDK (the same or a
    // later minor): one SDK in the page, the shell's; the one the remote offers stays unloaded.
    const shares = await sharedSdk(page);
    expect(shares.filter((share) => share.loaded)).toEqual([{ version: SHELL_SDK, from: 'shell', loaded: true }]);
    for (const offered of shares.filter((share) => share.from === 'photos')) {
      expect(offered).toEqual({ version: FIRST_OF_MAJOR, from: 'photos', loaded: false });
    }

    // The other sections still come from their own, untouched builds.
    await page.goto(`${APP_URL}/events/${eventId}/travel`);
    await page.getByRole('heading', { name: 'Travel Coordination' }).waitFor();
    expect(requested.some((url) => url.startsWith('http://localhost:3102/'))).toBe(true);
    for (const app of others) expect(fingerprint(join(FRONTENDS, app, 'dist'))).toBe(before[app]);

    // A release of the shell itself is run by the next start too, though the service worker precached the
    // one before: its entry comes from the network first.
    await releaseShell(async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Travel Coordination' }).waitFor();
      expect(await page.evaluate(() => (window as { shellRelease?: string }).shellRelease)).toBe('next');
    });

    // The new build's server stops. This browser loaded the section before: its service worker keeps it.
    await page.goto(`${APP_URL}/events/${eventId}/photos`);
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await new Promise((resolve) => release!.close(resolve));
    release = undefined;
    await page.reload();
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await page.close();

    // A browser that never loaded it gets the fallback; the rest of the event works.
    const fresh = await openPage(browser);
    await signIn(fresh, email, 'Rae Release');
    await fresh.goto(`${APP_URL}/events/${eventId}/photos`);
    await fresh.getByText('This section is taking a break').waitFor();
    await screenshots(fresh, 'release-photos-down');
    await fresh.getByRole('menuitem', { name: 'Travel' }).click();
    await fresh.getByRole('heading', { name: 'Travel Coordination' }).waitFor();

    // Back on the same address: Retry loads the section without reloading the page.
    await fresh.getByRole('menuitem', { name: 'Photos' }).click();
    await fresh.getByText('This section is taking a break').waitFor();
    release = (await serveRelease(RELEASE, port)).server;
    await fresh.getByRole('button', { name: 'Retry' }).click();
    await fresh.getByRole('heading', { name: NEW_TITLE }).waitFor();
    await fresh.close();
    expectOnlyRemoteDownProblems();
  }, 300_000);

  it('releases the costs section on its own, like any section: its next build shows, nothing else is rebuilt', async () => {
    const others = ['shell', 'photos', 'travel', 'members', 'settings', 'admin'];
    const before = Object.fromEntries(others.map((app) => [app, fingerprint(join(FRONTENDS, app, 'dist'))]));
    // The newest section needs the SDK's newest minor: built against the shell's own.
    const folder = buildNextRelease('costs', SHELL_SDK, '          Costs\n', '          Costs · Next Release\n');
    release?.close();
    const { server, entry, port } = await serveRelease(folder);
    release = server;

    const page = await openPage(browser);
    await signIn(page, uniqueEmail('release-costs'), 'Cora Costs');
    const eventId = await createEvent(page, 'Costs Release Weekend');
    writeFileSync(E2E_REMOTE_MAP_FILE, JSON.stringify({ costs: entry }));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${APP_URL}/events/${eventId}/costs`);
    await page.getByRole('heading', { name: 'Costs · Next Release' }).waitFor();
    expect(requested.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);
    expect(requested.some((url) => url.startsWith('http://localhost:3105/'))).toBe(false);
    for (const app of others) expect(fingerprint(join(FRONTENDS, app, 'dist'))).toBe(before[app]);
    await page.close();
    writeFileSync(E2E_REMOTE_MAP_FILE, '{}');
    await new Promise((resolve) => server.close(resolve));
    release = undefined;
  }, 300_000);
});
