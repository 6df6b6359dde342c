import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { APP_URL } from '../support/app-env';

const CPU_SLOWDOWN = 4;

/** One tap a person makes on a screen, once the screen is ready. */
export interface Interaction {
  name: string;
  path: string;
  /** Resolves once the screen can be used. */
  ready: (page: Page) => Promise<unknown>;
  /** The tap. */
  act: (page: Page) => Promise<unknown>;
}

// The library's browser build (its package exports only the module builds).
const WEB_VITALS = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/**
 * Interaction to Next Paint of one tap at 4x CPU, as the web-vitals library reports it: the page loads
 * with the library and its observer in place, the screen settles, the tap is made, and the library's
 * value after the next paint is read.
 */
export async function measureInp(context: BrowserContext, interaction: Interaction): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript(
      `${WEB_VITALS};webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 0 });`,
    );
    await page.goto(`${APP_URL}${interaction.path}`);
    await interaction.ready(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(500);
    await interaction.act(page);
    const inp = await page.waitForFunction(() => (window as { __inp?: number }).__inp, undefined, { timeout: 15_000 });
    return (await inp.jsonValue()) as number;
  } finally {
    await page.close();
  }
}
