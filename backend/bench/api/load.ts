import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  type LoadRequest,
  type LoadResult,
  loadResult,
  type PacedLoadOptions,
  type PacedLoadResult,
  WARM_UP_SECONDS,
} from './load-result';
import { forkTypeScript } from '../typescript-process';

const CONNECTIONS = 100;
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

/**
 * An open-loop load, as a server meets it from many independent users: `perSecond` requests a second,
 * each starting at its own evenly spaced moment whatever the server is doing, over a pool of `connections`
 * keep-alive connections (a request due while all are busy waits for one). Each latency runs from the
 * moment its request was due, so that a slow answer delays and counts against the requests behind it.
 * (autocannon's rate is a per-second budget that each connection spends back to back at the top of the
 * second: a burst at full speed, then idle, which is a saturated load half the time, not a paced one.)
 * Measures `seconds` after the warm-up. The generator runs in a process of its own (paced-load.process.ts):
 * in this one, beside the benchmark's data and its other loads, its own garbage collections held requests
 * and answers for 10 to 40 ms, and a p99 measured that.
 */
export function runPacedLoad(
  baseUrl: string,
  request: LoadRequest,
  seconds: number,
  { perSecond, connections }: { perSecond: number; connections: number },
): Promise<PacedLoadResult> {
  const generator = forkTypeScript(join(__dirname, 'paced-load.process.ts'));
  const options: PacedLoadOptions = { baseUrl, request, seconds, perSecond, connections };
  return new Promise((resolve, reject) => {
    let result: PacedLoadResult | undefined;
    generator.once('message', (message: PacedLoadResult) => (result = message));
    generator.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`The paced load generator exited with code ${code} and no result`)),
    );
    generator.send(options);
  });
}
