import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    const started = performance.now();
    const result = await runPacedLoad(baseUrl, () => ({ method: 'GET', path: '/', headers: {} }), 1, {
      perSecond: 200,
      connections: 4,
    });

    expect(result.statuses['200']).toBeGreaterThanOrEqual(190);
    expect(result.statuses['200']).toBeLessThanOrEqual(202);
    // The measured second in tenths: about 20 requests arrive in each (a per-second budget sent back to back
    // would bring nearly all of them in the first). Wide bounds: a busy machine's timers run late, and the
    // requests then due leave together.
    const measuredFrom = started + WARM_UP_SECONDS * 1000;
    const perTenth = Array.from(
      { length: 10 },
      (_, tenth) =>
        arrivals.filter((at) => at >= measuredFrom + tenth * 100 && at < measuredFrom + (tenth + 1) * 100).length,
    );
    expect(Math.max(...perTenth)).toBeLessThanOrEqual(80);
    expect(perTenth.filter((count) => count >= 5).length).toBeGreaterThanOrEqual(8);
  }, 15_000);
});
