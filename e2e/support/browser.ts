import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expectAntdStyled } from './antd-styles';
import { APP_URL, ARTIFACTS, E2E_OIDC_NAME } from './app-env';
import { expectNothingClippedAtEveryWidth, LAYOUT_WIDTHS } from './layout';

/** The features playwright-core (1.65.1) turns off in every Chromium it launches. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156's headless browser builds its address bar's popups (pages of its own, about 400 scripts and
 * over a second of CPU) each time a window opens, and every test's page opens one: on two cores, that
 * ran beside the pages under test.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** How every Chromium of the tests and benchmarks is started (a machine of their own, no network beyond it). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Chromium keeps the last --disable-features of its command line only: ours carries Playwright's too,
  // and Playwright's own is left out (test: test-browser.browser-spec.ts).
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * What went wrong in the browser, in pages opened here and their popups: an uncaught error, an error on
 * the console, a refusal under the shell's Content-Security-Policy. A failed request is left out: tests
 * provoke 401s, 403s and 404s on purpose, and the app answers those on screen.
 */
const browserProblems: string[] = [];

function watch(page: Page): void {
  page.on('pageerror', (error) => browserProblems.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      browserProblems.push(`${page.url()}: ${message.text()}`);
    }
  });
}

/** The problems seen since the last call (support/no-browser-problems.ts expects none after each test). */
export const takeBrowserProblems = (): string[] => browserProblems.splice(0);

/**
 * For a test that takes a section's server down on purpose: the section's failure to load is reported on
 * the console (the app shows its fallback); nothing else may be.
 */
export function expectOnlyRemoteDownProblems(): void {
  const problems = takeBrowserProblems();
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.filter((problem) => !problem.includes('[ Federation Runtime ]: Failed to get manifest'))).toEqual([]);
}

/**
 * A page in a context of its own. `serviceWorkers: 'block'` is for a test that fakes the network with
 * page.route: the shell's service worker would otherwise answer (or fetch) around the fake.
 */
export async function openPage(
  browser: Browser,
  path = '/',
  width = 1280,
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, serviceWorkers });
  watch(page);
  page.context().on('page', watch);
  await page.goto(`${APP_URL}${path}`);
  return page;
}

/**
 * Saves the page at each width (a phone's to a desktop's by default) into test-artifacts/screenshots, for
 * a person to look at. E2E_SCREENSHOTS=off (CI, where nobody looks) skips them: they cost a fifth of
 * the browser tests' CPU. They assert nothing; the layout checks do. `fullPage: false` keeps the window's
 * height, for a modal dialog, which a page stretched to its full height would show centred in it.
 */
export async function screenshots(
  page: Page,
  name: string,
  widths: readonly number[] = LAYOUT_WIDTHS,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${width}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * The screen's screenshots at every width (see screenshots), and at each nothing clipped or too wide; every
 * antd component on it styled.
 */
export async function captureAtEveryWidth(page: Page, name: string): Promise<void> {
  await screenshots(page, name);
  await expectNothingClippedAtEveryWidth(page, name);
  await expectAntdStyled(page);
}

/** Signs in through the real popup and the local identity provider's page. */
export async function signIn(
  page: Page,
  email: string,
  name: string,
  plan: 'free' | 'paid' | 'enterprise' = 'paid',
): Promise<void> {
  const seen: string[] = [];
  page.on('console', (message) => seen.push(`console ${message.type()}: ${message.text()}`));
  const popup = await signInThroughPopup(page, 'Sign In', email, name, plan);
  try {
    await page.getByText(`Signed in as ${name}`).waitFor({ timeout: 15_000 });
  } catch (error) {
    await page.screenshot({ path: join(ARTIFACTS, `sign-in-failure-${name.replace(/\W+/g, '-')}.png`) });
    await popup
      .screenshot({ path: join(ARTIFACTS, `sign-in-failure-popup-${name.replace(/\W+/g, '-')}.png`) })
      .catch(() => undefined);
    const toasts = await page.locator('.ant-notification-notice').allInnerTexts();
    throw new Error(`${(error as Error).message}\nToasts: ${toasts.join(' | ')}\n${seen.join('\n')}`, {
      cause: error,
    });
  }
}

/**
 * Clicks `button`, fills the local identity provider's popup and continues; what happens next is the test's.
 * `provider`: Google or the other OpenID provider, where the app asks which.
 */
export async function signInThroughPopup(
  page: Page,
  button: string,
  email: string,
  name: string,
  plan: 'free' | 'paid' | 'enterprise' = 'paid',
  provider: 'google' | 'oidc' = 'google',
): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).first().click();
  // The browser tests' app offers another OpenID provider, so Sign In first asks which.
  const chooser = page.getByRole('dialog', { name: 'Sign in' });
  const asked = chooser.waitFor().then(
    () => true,
    () => false,
  );
  if (await Promise.race([opened.then(() => false), asked])) {
    const choice = provider === 'google' ? 'Continue with Google' : `Continue with ${E2E_OIDC_NAME}`;
    await chooser.getByRole('button', { name: choice }).click();
  }
  const popup = await opened;
  await popup.getByLabel('Email Address').fill(email);
  await popup.getByLabel('Display Name').fill(name);
  await popup.getByLabel('Plan of a new account').selectOption(plan);
  await popup.getByRole('button', { name: 'Continue' }).click();
  return popup;
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * The time a test gets when two people go through it, each signing in through the popup, with e-mail
 * between them: 60–90 s on a slow 2-core machine running another browser test beside it.
 */
export const TWO_PEOPLE_TIMEOUT_MS = 120_000;
