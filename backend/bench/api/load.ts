import autocannon from 'autocannon';
import { Pool } from 'undici';
import { percentile } from '../report';

const CONNECTIONS = 100;
/** Long enough for V8 to optimise the hot paths and for every connection to be open; not measured. */
export const WARM_UP_SECONDS = 3;

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Successful (2xx) responses per second. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Responses by status code, and failed requests (connection errors, timeouts) as `errors`. */
  statuses: Record<string, number>;
}

/** What a run measured: successful answers per second over `seconds`, latency percentiles, statuses. */
function loadResult(statuses: Record<string, number>, latencies: number[], seconds: number): LoadResult {
  const succeeded = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    perSecond: succeeded / seconds,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    statuses,
  };
}

/** Connections that have not answered once by then are starving: the figures would mean nothing. */
const RAMP_LIMIT_SECONDS = 60;

/**
 * Sends `next()`'s requests from 100 keep-alive connections (or `connections`), each sending its next as
 * soon as the last is answered: the server's throughput when saturated. Measures `seconds` of steady state: from
 * when the warm-up is over and every connection has had an answer. A saturated server makes the first
 * request of the connections it meets last wait seconds behind the others; counting that ramp would
 * measure connection set-up rather than the route. The load generator runs in this process; the server
 * under test must run in another.
 */
export async function runLoad(
  baseUrl: string,
  next: () => LoadRequest,
  seconds: number,
  { connections = CONNECTIONS }: { connections?: number } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const answered = new Set<object>();
  const warmUpEnds = Date.now() + WARM_UP_SECONDS * 1000;
  let measuredFrom = Infinity;
  let measuredTo = Infinity;
  await new Promise<void>((resolve, reject) => {
    const options = {
      url: baseUrl,
      connections,
      duration: WARM_UP_SECONDS + RAMP_LIMIT_SECONDS + seconds,
      requests: [{ setupRequest: () => next() }],
    };
    const instance = autocannon(options, (error: unknown) => (error ? reject(error) : resolve()));
    const startMeasuring = () => {
      measuredFrom = Date.now();
      setTimeout(() => {
        measuredTo = Date.now();
        instance.stop();
      }, seconds * 1000);
    };
    instance.on('response', (client, status, _bytes, latency) => {
      answered.add(client);
      const now = Date.now();
      if (now >= measuredFrom && now < measuredTo) {
        latencies.push(latency);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } else if (measuredFrom === Infinity && answered.size === connections && now >= warmUpEnds) {
        startMeasuring();
      }
    });
    instance.on('reqError', () => {
      const now = Date.now();
      if (now >= measuredFrom && now < measuredTo) statuses.errors = (statuses.errors ?? 0) + 1;
    });
  });
  if (measuredFrom === Infinity) {
    throw new Error(`${baseUrl}: only ${answered.size} of ${connections} connections answered`);
  }
  return loadResult(statuses, latencies, (measuredTo - measuredFrom) / 1000);
}

/** How often the paced load looks for requests that are due: well under the gap between two of them. */
const PACING_TICK_MS = 1;

/**
 * An open-loop load, as a server meets it from many independent users: `perSecond` requests a second,
 * each starting at its own evenly spaced moment whatever the server is doing, over a pool of `connections`
 * keep-alive connections (a request due while all are busy waits for one). Each latency runs from the
 * moment its request was due, so that a slow answer delays and counts against the requests behind it.
 * (autocannon's rate is a per-second budget that each connection spends back to back at the top of the
 * second: a burst at full speed, then idle, which is a saturated load half the time, not a paced one.)
 * Measures `seconds` after the warm-up.
 */
export async function runPacedLoad(
  baseUrl: string,
  next: () => LoadRequest,
  seconds: number,
  { perSecond, connections }: { perSecond: number; connections: number },
): Promise<LoadResult> {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const interval = 1000 / perSecond;
  const start = performance.now();
  const measuredFrom = start + WARM_UP_SECONDS * 1000;
  const measuredTo = measuredFrom + seconds * 1000;
  const inFlight = new Set<Promise<void>>();

  const send = (due: number) => {
    const measured = due >= measuredFrom;
    const count = (status: string) => {
      if (measured) statuses[status] = (statuses[status] ?? 0) + 1;
    };
    const { method, path, headers, body } = next();
    const request = pool
      .request({ method, path, headers, body })
      .then(async (response) => {
        await response.body.arrayBuffer();
        if (measured) latencies.push(performance.now() - due);
        count(String(response.statusCode));
      })
      .catch(() => count('errors'))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  let sent = 0;
  await new Promise<void>((resolve) => {
    const ticker = setInterval(() => {
      const now = Math.min(performance.now(), measuredTo);
      for (; start + sent * interval <= now; sent++) send(start + sent * interval);
      if (now >= measuredTo) {
        clearInterval(ticker);
        resolve();
      }
    }, PACING_TICK_MS);
  });
  await Promise.all(inFlight);
  await pool.close();

  return loadResult(statuses, latencies, seconds);
}
