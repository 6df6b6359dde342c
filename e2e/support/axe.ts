import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (WCAG 2.x A and AA rules) and answers the serious and critical violations,
 * each with the elements concerned, so a failing assertion says what to fix.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an inline <script> would be refused by the shell's CSP.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * The serious and critical violations of the page as it rests (pointer moved away, transitions done), as
 * lines naming where: for a test that collects every screen's before it asserts.
 */
export async function a11yProblems(page: Page, where: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settled(page);
  return (await seriousA11yViolations(page)).map(
    (violation) => `${where}: ${violation.id} (${violation.impact}) on ${violation.targets.slice(0, 4).join(', ')}`,
  );
}

/**
 * Waits for the page's finite animations and transitions (spinners run forever and are left alone) until
 * none has run for a moment: a toast or a part loaded on demand may start its entrance just after the
 * last one ends. At most 2 s.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const QUIET_MS = 200;
    const deadline = performance.now() + 2000;
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    while (performance.now() < deadline) {
      const now = running();
      if (now.length === 0) {
        await pause(QUIET_MS);
        if (running().length === 0) return;
      } else {
        await Promise.race([
          Promise.allSettled(now.map((animation) => animation.finished)),
          pause(deadline - performance.now()),
        ]);
      }
    }
  });
}
