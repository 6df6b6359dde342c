import autocannon from 'autocannon';
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

/** Connections that have not answered once by then are starving: the figures would mean nothing. */
const RAMP_LIMIT_SECONDS = 60;

/**
 * Sends `next()`'s requests from 100 keep-alive connections (or `connections`), as fast as the server
 * answers or paced at `perSecond` in all, and measures `seconds` of steady state: from
 * when the warm-up is over and every connection has had an answer. A saturated server makes the first
 * request of the connections it meets last wait seconds behind the others; counting that ramp would
 * measure connection set-up rather than the route. The load generator runs in this process; the server
 * under test must run in another.
 */
export async function runLoad(
  baseUrl: string,
  next: () => LoadRequest,
  seconds: number,
  { perSecond, connections = CONNECTIONS }: { perSecond?: number; connections?: number } = {},
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
      // Paced: this many requests a second across all connections, whatever the server could take.
      ...(perSecond === undefined ? {} : { overallRate: Math.max(1, Math.round(perSecond)) }),
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
  const succeeded = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    perSecond: succeeded / ((measuredTo - measuredFrom) / 1000),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    statuses,
  };
}
