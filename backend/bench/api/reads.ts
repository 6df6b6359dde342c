import { deepStrictEqual } from 'node:assert';
import type { Figure } from '../report';
import { median } from '../report';
import type { BenchDataset } from '../seed/bench-dataset';
import { runLoad, runPacedLoad } from './load';
import type { LoadResult } from './load-result';
import type { ServerProcess } from './servers';

const RATIO_TARGET = 0.85;
const P99_TARGET_MS = 50;
/** The paced load: half of what the bare server sustains, over enough connections to keep the pace. */
const PACED_SHARE = 0.5;
const PACED_CONNECTIONS = 20;
/**
 * Saturated runs alternate between the app and the bare server, in this many pairs, each pair's order the
 * reverse of the last: on two cores shared with PostgreSQL and the load generator, one back-to-back pair
 * drifted by ±15 points between runs of the same code. Figures are the medians of the pairs: single pairs
 * of the same servers range widely, five narrow the median's spread, and the table reports the pairs'
 * range beside it.
 */
const SATURATED_PAIRS = 5;
/**
 * The paced runs too: a 10-second run's p99 is its slowest 1 %, which one pause of the machine (a full
 * garbage collection, a PostgreSQL checkpoint, another process on the two cores) decides on its own;
 * single paced runs of the same code read p99s an order of magnitude apart.
 */
const PACED_PAIRS = 3;

/** The authenticated list reads of one event, as the spec's section 7 names them. */
const READS: Array<{ route: string; path: (eventId: string) => string }> = [
  { route: 'GET /api/events', path: () => '/api/events' },
  { route: 'GET /api/events/:id/members', path: (id) => `/api/events/${id}/members` },
  { route: 'GET /api/events/:id/photos', path: (id) => `/api/events/${id}/photos` },
  { route: 'GET /api/events/:id/flights', path: (id) => `/api/events/${id}/flights` },
  { route: 'GET /api/events/:id/carpools', path: (id) => `/api/events/${id}/carpools` },
  { route: 'GET /api/events/:id/schedule', path: (id) => `/api/events/${id}/schedule` },
];

/**
 * BENCH_READS=events,photos measures only those reads (the last word of their route), to compare a
 * change on the reads it concerns in a shorter run.
 */
function selectedReads(only: string | undefined): typeof READS {
  if (!only) return READS;
  const names = only.split(',');
  const nameOf = (route: string) => route.split('/').at(-1)!;
  const unknown = names.filter((name) => !READS.some(({ route }) => nameOf(route) === name));
  if (unknown.length > 0) throw new Error(`Unknown read(s) in BENCH_READS: ${unknown.join(', ')}`);
  return READS.filter(({ route }) => names.includes(nameOf(route)));
}

/** `count` runs each of the app and the bare server, alternating (see SATURATED_PAIRS). */
async function alternatingPairs<Result extends LoadResult>(
  count: number,
  onApp: () => Promise<Result>,
  onBare: () => Promise<Result>,
): Promise<Array<{ app: Result; bare: Result }>> {
  const pairs: Array<{ app: Result; bare: Result }> = [];
  for (let pair = 0; pair < count; pair++) {
    if (pair % 2 === 0) {
      const app = await onApp();
      pairs.push({ app, bare: await onBare() });
    } else {
      const bare = await onBare();
      pairs.push({ app: await onApp(), bare });
    }
  }
  return pairs;
}

/** Per figure, the median over runs: throughput and latencies each on their own. */
function medianOf(results: LoadResult[]): Omit<LoadResult, 'statuses'> {
  const of = (pick: (result: LoadResult) => number) => median(results.map(pick));
  return {
    perSecond: of((result) => result.perSecond),
    p50: of((result) => result.p50),
    p99: of((result) => result.p99),
  };
}

async function body(server: ServerProcess, path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Each list read of the seeded event under load, on the app and on the bare server, after checking that
 * both send the same JSON. A read that answers anything but 200 under load makes its figures void.
 */
export async function benchReads(
  app: ServerProcess,
  bare: ServerProcess,
  token: string,
  dataset: BenchDataset,
  seconds: number,
): Promise<Figure[]> {
  const headers = { authorization: `Bearer ${token}` };
  const figures: Figure[] = [];
  for (const { route, path: pathOf } of selectedReads(process.env.BENCH_READS)) {
    const path = pathOf(dataset.main.id);
    deepStrictEqual(await body(bare, path, headers), await body(app, path, headers), `${route}: bare and app differ`);
    const request = () => ({ method: 'GET' as const, path, headers });
    const pairs = await alternatingPairs(
      SATURATED_PAIRS,
      () => runLoad(app.baseUrl, request, seconds),
      () => runLoad(bare.baseUrl, request, seconds),
    );
    const measured = medianOf(pairs.map(({ app }) => app));
    const reference = medianOf(pairs.map(({ bare }) => bare));
    const pace = reference.perSecond * PACED_SHARE;
    const pacing = { perSecond: pace, connections: PACED_CONNECTIONS };
    const pacedPairs = await alternatingPairs(
      PACED_PAIRS,
      () => runPacedLoad(app.baseUrl, request(), seconds, pacing),
      () => runPacedLoad(bare.baseUrl, request(), seconds, pacing),
    );
    const paced = medianOf(pacedPairs.map(({ app }) => app));
    const barePaced = medianOf(pacedPairs.map(({ bare }) => bare));
    const runs = [
      ...pairs.flatMap((pair) => [['app', pair.app] as const, ['bare', pair.bare] as const]),
      ...pacedPairs.flatMap((pair) => [['app paced', pair.app] as const, ['bare paced', pair.bare] as const]),
    ];
    for (const [server, result] of runs) {
      const { 200: ok = 0, ...others } = result.statuses;
      if (ok === 0 || Object.keys(others).length > 0) {
        throw new Error(`${route} on ${server}: ${JSON.stringify(result.statuses)}`);
      }
    }
    const generatorStall = Math.max(
      ...pacedPairs.flatMap(({ app, bare }) => [app.longestStallMs, bare.longestStallMs]),
    );
    const ratios = pairs.map((pair) => pair.app.perSecond / pair.bare.perSecond);
    const ratio = median(ratios);
    // One decimal: a median of 84.6 % rounded to "85 %" beside its ">= 85 %" read as a pass.
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    const row = (metric: string, value: string, target: string, pass: boolean | null): Figure => ({
      benchmark: 'api reads',
      metric: `${route} ${metric}`,
      value,
      target,
      pass,
    });
    figures.push(
      row('app req/s', measured.perSecond.toFixed(0), 'reported', null),
      row('app p50 (ms)', String(measured.p50), 'reported', null),
      row('app p99 (ms), saturated', String(measured.p99), 'reported', null),
      row(
        `app p99 (ms) at ${pace.toFixed(0)} req/s (half the bare server's; median of ${PACED_PAIRS} runs)`,
        String(paced.p99),
        `< ${P99_TARGET_MS}`,
        paced.p99 < P99_TARGET_MS,
      ),
      row(
        `paced load generator's longest stall (ms; its own process, over the ${PACED_PAIRS * 2} paced runs)`,
        generatorStall.toFixed(0),
        'reported',
        null,
      ),
      row('bare Fastify + pg req/s', reference.perSecond.toFixed(0), 'reference', null),
      row('bare Fastify + pg p99 (ms), saturated', String(reference.p99), 'reference', null),
      row(
        `bare Fastify + pg p99 (ms) at ${pace.toFixed(0)} req/s (median of ${PACED_PAIRS} runs)`,
        String(barePaced.p99),
        'reference',
        null,
      ),
      row(
        `app / bare (median of ${SATURATED_PAIRS} alternating pairs)`,
        percent(ratio),
        `>= ${RATIO_TARGET * 100} %`,
        ratio >= RATIO_TARGET,
      ),
      row(
        'app / bare, lowest and highest pair',
        `${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))}`,
        'reported',
        null,
      ),
    );
  }
  return figures;
}
