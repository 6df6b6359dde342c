import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { type Figure, median, printTable } from '../../backend/bench/report';
import { signIn, uniqueEmail } from '../support/browser';
import startApp from '../support/start-app';
import stopApp from '../support/stop-app';
import { APP_URL } from '../support/app-env';
import { type Interaction, measureInp } from './inp.bench';
import { type LighthouseRun, lighthouseBrowser, runLighthouse, type Scenario } from './lighthouse.bench';
import { seedWebBenchEvent } from './web-seed';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** BENCH_WEB_ONLY=dashboard-cold,landing measures only the scenarios named (for a quick comparison). */
const ONLY = process.env.BENCH_WEB_ONLY?.split(',');
/** Where each run's Lighthouse report is kept when set, for a look at its trace and audits. */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;

const TARGETS = { landingScore: 95, score: 90, tbt: 300, lcp: 2500, cls: 0.1, inp: 200, dashboardScriptKb: 300 };

const section = (name: string) => (eventId: string) => `/events/${eventId}/${name}`;
const SIGNED_IN: Array<{ name: string; cache: Scenario['cache']; path: (eventId: string) => string }> = [
  { name: 'dashboard-cold', cache: 'cold', path: (eventId) => `/events/${eventId}` },
  { name: 'dashboard-warm', cache: 'warm', path: (eventId) => `/events/${eventId}` },
  { name: 'photos', cache: 'cold', path: section('photos') },
  { name: 'travel', cache: 'cold', path: section('travel') },
  { name: 'members', cache: 'cold', path: section('members') },
  { name: 'settings', cache: 'cold', path: section('settings') },
];

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 2 }).first().waitFor();
const LANDING_INTERACTION: Interaction = {
  name: 'landing: Watch Demo',
  path: '/',
  ready: (page) => page.getByRole('button', { name: 'Watch Demo' }).waitFor(),
  act: (page) => page.getByRole('button', { name: 'Watch Demo' }).click(),
};
const INTERACTIONS = (eventId: string): Interaction[] => [
  {
    name: 'dashboard: RSVP Going',
    path: `/events/${eventId}`,
    // antd's radio buttons: the input is hidden, its label takes the tap.
    ready: (page) => page.getByText('Going', { exact: true }).first().waitFor(),
    act: (page) => page.getByText('Going', { exact: true }).first().click(),
  },
  {
    name: 'photos: vote',
    path: `/events/${eventId}/photos`,
    ready: heading('Photo Gallery'),
    act: (page) => page.locator('button[aria-pressed]').first().click(),
  },
  {
    name: 'travel: Add Flight dialog',
    path: `/events/${eventId}/travel`,
    ready: heading('Travel Coordination'),
    act: (page) => page.getByRole('button', { name: 'Add Flight' }).first().click(),
  },
  {
    name: 'members: Invite Member dialog',
    path: `/events/${eventId}/members`,
    ready: heading('Event Members'),
    act: (page) =>
      page
        .getByRole('button', { name: /Invite Member/ })
        .first()
        .click(),
  },
  {
    name: 'settings: Event Name field',
    path: `/events/${eventId}/settings`,
    ready: heading('Event Settings'),
    act: (page) => page.getByLabel('Event Name', { exact: true }).click(),
  },
];

const wanted = (name: string) => !ONLY || ONLY.some((only) => name.startsWith(only));
const spread = (values: number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
const kb = (bytes: number) => Math.round(bytes / 1024);

/** The figures of a scenario's runs: median and range of each. */
function figures(name: string, runs: LighthouseRun[]): Figure[] {
  const landing = name.endsWith('landing');
  const scoreTarget = landing ? TARGETS.landingScore : TARGETS.score;
  const of = (pick: (run: LighthouseRun) => number) => runs.map(pick);
  const row = (metric: string, values: number[], unit: string, target: string, pass: boolean | null): Figure => ({
    benchmark: `web ${name}`,
    metric,
    value: `${Math.round(median(values))}${unit} (${spread(values)})`,
    target,
    pass,
  });
  const score = of((run) => run.score);
  const lcp = of((run) => run.lcp);
  const tbt = of((run) => run.tbt);
  const scripts = of((run) => kb(run.scriptBytes));
  return [
    row('performance score', score, '', `>= ${scoreTarget}`, median(score) >= scoreTarget),
    row('LCP', lcp, ' ms', `<= ${TARGETS.lcp} ms`, landing ? null : median(lcp) <= TARGETS.lcp),
    row('TBT', tbt, ' ms', `<= ${TARGETS.tbt} ms`, landing ? null : median(tbt) <= TARGETS.tbt),
    {
      benchmark: `web ${name}`,
      metric: 'CLS',
      value: `${median(of((run) => run.cls)).toFixed(3)} (${Math.min(...of((run) => run.cls)).toFixed(3)}-${Math.max(...of((run) => run.cls)).toFixed(3)})`,
      target: `<= ${TARGETS.cls}`,
      pass: median(of((run) => run.cls)) <= TARGETS.cls,
    },
    row(
      'Speed Index',
      of((run) => run.speedIndex),
      ' ms',
      '',
      null,
    ),
    row(
      'JavaScript transferred',
      scripts,
      ' KB',
      name.includes('dashboard') ? `<= ${TARGETS.dashboardScriptKb} KB` : '',
      name.endsWith('dashboard-cold') ? median(scripts) <= TARGETS.dashboardScriptKb : null,
    ),
    row(
      'BenchmarkIndex',
      of((run) => run.benchmarkIndex),
      '',
      '',
      null,
    ),
  ];
}

/**
 * BENCH_WEB_VARIANTS=before=/tmp/a,after=/tmp/b compares builds: each folder holds the seven apps' builds
 * (shell, photos, travel, members, settings, costs, admin, each a copy of its dist), put in place in turn before
 * each run.
 */
const VARIANTS = (process.env.BENCH_WEB_VARIANTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, dir] = entry.split('=');
    return { name: name!, dir: dir! };
  });
const APPS = ['shell', 'photos', 'travel', 'members', 'settings', 'costs', 'admin'];

/** Serves a variant's builds from the apps' dist folders (the web server reads them on each request). */
function install(variant: { dir: string } | undefined): void {
  if (!variant) return;
  for (const app of APPS) {
    const dist = join(__dirname, '..', '..', 'frontends', app, 'dist');
    rmSync(dist, { recursive: true, force: true });
    cpSync(join(variant.dir, app), dist, { recursive: true });
  }
}

/**
 * The web benchmark: Lighthouse's mobile preset on the landing page, the event dashboard (cold and warm)
 * and each section opened directly, RUNS times each in turn, on an event with realistic content; then
 * one tap per screen timed as INP with web-vitals at 4x CPU.
 */
async function main(): Promise<void> {
  await startApp();
  const variants = VARIANTS.length > 0 ? VARIANTS : [undefined];
  const label = (variant: { name: string } | undefined, name: string) => (variant ? `${variant.name} ${name}` : name);
  const results = new Map<string, LighthouseRun[]>();
  const record = (name: string, run: LighthouseRun) => {
    results.set(name, [...(results.get(name) ?? []), run]);
    console.error(
      `${name}: score ${run.score} (BenchmarkIndex ${Math.round(run.benchmarkIndex)}), LCP ${Math.round(run.lcp)}, TBT ${Math.round(run.tbt)}, CLS ${run.cls.toFixed(3)}, JS ${kb(run.scriptBytes)} KB`,
    );
  };
  const inp: Figure[] = [];
  const timeInp = async (context: BrowserContext, interaction: Interaction) => {
    if (process.env.BENCH_WEB_SKIP_INP || !wanted(interaction.name.split(':')[0]!)) return;
    const values = new Map(variants.map((variant) => [variant, [] as number[]]));
    // In turn, as the loads are; a tap that cannot be made is reported, and the other screens still measured.
    for (let run = 0; run < RUNS; run++)
      for (const variant of variants) {
        install(variant);
        const name = label(variant, interaction.name);
        const value = await measureInp(context, interaction).catch((error: unknown) => {
          console.error(`${name}: ${String(error)}`);
          return NaN;
        });
        if (Number.isNaN(value)) continue;
        values.get(variant)!.push(value);
        console.error(`${name}: INP ${Math.round(value)} ms`);
      }
    for (const [variant, measured] of values)
      inp.push({
        benchmark: `web ${label(variant, interaction.name)}`,
        metric: 'INP at 4x CPU',
        value: `${Math.round(median(measured))} ms (${spread(measured)})`,
        target: `<= ${TARGETS.inp} ms`,
        pass: median(measured) <= TARGETS.inp,
      });
  };
  try {
    if (wanted('landing')) {
      const signedOut = await lighthouseBrowser();
      try {
        for (let run = 0; run < RUNS; run++)
          for (const variant of variants) {
            install(variant);
            const scenario: Scenario = { name: 'landing', path: '/', cache: 'cold' };
            record(
              label(variant, 'landing'),
              await runLighthouse(signedOut.context, scenario, { signedIn: false, reportDir: REPORT_DIR }),
            );
          }
        await timeInp(signedOut.context, LANDING_INTERACTION);
      } finally {
        await signedOut.close();
      }
    }
    const browser = await lighthouseBrowser();
    try {
      const page = await browser.context.newPage();
      await page.goto(APP_URL);
      await signIn(page, uniqueEmail('organiser'), 'Olivia Organiser');
      const eventId = await seedWebBenchEvent(page);
      await page.close();
      const scenarios = SIGNED_IN.filter(({ name }) => wanted(name));
      // In turn, so that whatever the machine does meanwhile falls on every scenario and variant alike.
      for (let run = 0; run < RUNS; run++)
        for (const variant of variants) {
          install(variant);
          for (const { name, cache, path } of scenarios)
            record(
              label(variant, name),
              await runLighthouse(
                browser.context,
                { name, cache, path: path(eventId) },
                { signedIn: true, reportDir: REPORT_DIR },
              ),
            );
        }
      for (const interaction of INTERACTIONS(eventId)) await timeInp(browser.context, interaction);
    } finally {
      await browser.close();
    }
  } finally {
    await stopApp();
  }
  printTable([...[...results].flatMap(([name, runs]) => figures(name, runs)), ...inp]);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
