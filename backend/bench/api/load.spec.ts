import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runPacedLoad } from './load';

const GET_ROOT = { method: 'GET', path: '/', headers: {} } as const;
const epochNow = () => performance.timeOrigin + performance.now();

describe('The paced load', () => {
  describe('against a server in this process', () => {
    let server: Server;
    let arrivals: number[];
    let baseUrl: string;

    beforeAll(async () => {
      server = createServer((_request, response) => {
        arrivals.push(epochNow());
        response.end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('spreads its requests evenly over each second instead of sending them in a burst at its start', async () => {
      arrivals = [];
      const result = await runPacedLoad(baseUrl, GET_ROOT, 1, { perSecond: 200, connections: 4 });

      expect(result.statuses['200']).toBeGreaterThanOrEqual(190);
      expect(result.statuses['200']).toBeLessThanOrEqual(202);
      // A per-second budget sent back to back fills the measured second's first few milliseconds and leaves
      // the rest silent. Paced, no silence is longer than a request's 5 ms interval, except while the
      // generator itself stood still (a busy machine's timers run late; the requests then due leave
      // together): the gaps are measured against its longest stall, so the test holds on a loaded CI machine.
      const { from, to } = result.measured;
      const moments = [from, ...arrivals.filter((at) => at >= from && at < to), to];
      const longestSilence = Math.max(...moments.slice(1).map((at, index) => at - moments[index]!));
      expect(longestSilence).toBeLessThanOrEqual(result.longestStallMs + 50);
    }, 20_000);
  });

  describe('against a server in a process of its own', () => {
    let server: ChildProcess;
    let baseUrl: string;

    beforeAll(async () => {
      const listen = `require('node:http').createServer((_, response) => response.end('{}'))
        .listen(0, '127.0.0.1', function () { process.send(this.address().port); });`;
      server = spawn(process.execPath, ['-e', listen], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const port = await new Promise<number>((resolve) => server.once('message', resolve));
      baseUrl = `http://127.0.0.1:${port}`;
    });
    afterAll(() => server.kill());

    it("times the server's answers, whatever holds up the process that asked for the load", async () => {
      // This process stands still 300 ms in every 400 for the whole run, as a benchmark's own garbage
      // collections and other loads would hold it in shorter spells: a generator sharing its event loop
      // would send the requests due meanwhile late and read their answers late, a p99 of 300 ms or more.
      let blocking = setTimeout(function standStill() {
        const until = performance.now() + 300;
        while (performance.now() < until);
        blocking = setTimeout(standStill, 100);
      }, 100);
      const result = await runPacedLoad(baseUrl, GET_ROOT, 1, { perSecond: 200, connections: 4 }).finally(() =>
        clearTimeout(blocking),
      );

      expect(result.statuses['200']).toBeGreaterThanOrEqual(190);
      expect(result.p99).toBeLessThan(100);
    }, 20_000);
  });
});
