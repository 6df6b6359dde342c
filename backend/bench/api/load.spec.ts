import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runPacedLoad, WARM_UP_SECONDS } from './load';

describe('The paced load', () => {
  let server: Server;
  let arrivals: number[];
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      arrivals.push(performance.now());
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('spreads its requests evenly over each second instead of sending them in a burst at its start', async () => {
    arrivals = [];
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const started = performance.now();
    const result = await runPacedLoad(baseUrl, () => ({ method: 'GET', path: '/', headers: {} }), 1, {
      perSecond: 200,
      connections: 4,
    });
    stalls.disable();

    expect(result.statuses['200']).toBeGreaterThanOrEqual(190);
    expect(result.statuses['200']).toBeLessThanOrEqual(202);
    // A per-second budget sent back to back fills the measured second's first few milliseconds and leaves
    // the rest silent. Paced, no silence is longer than a request's 5 ms interval, except while this
    // process itself stood still (a busy machine's timers run late; the requests then due leave together):
    // the gaps are measured against the longest such stall, so the test holds on a loaded CI machine too.
    const measuredFrom = started + WARM_UP_SECONDS * 1000;
    const measuredTo = measuredFrom + 1000;
    const moments = [measuredFrom, ...arrivals.filter((at) => at >= measuredFrom && at < measuredTo), measuredTo];
    const longestSilence = Math.max(...moments.slice(1).map((at, index) => at - moments[index]));
    const longestStall = stalls.max / 1e6;
    expect(longestSilence).toBeLessThanOrEqual(longestStall + 50);
  }, 15_000);
});
