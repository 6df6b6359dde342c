import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CrashHistory, NO_CRASHES, type RestartPolicy, Supervisor, afterCrash } from './supervisor';
import { isAlive } from '../../test/support/processes';

const POLICY: RestartPolicy = {
  firstDelayMs: 100,
  maxDelayMs: 400,
  resetAfterMs: 1_500,
  minUptimeMs: 1_000,
  maxStartCrashes: 4,
  stopTimeoutMs: 500,
};

describe('afterCrash', () => {
  const crashes = (uptimes: number[]) =>
    uptimes.reduce<CrashHistory[]>(
      (histories, uptime) => [...histories, afterCrash(histories.at(-1) ?? NO_CRASHES, uptime, POLICY)],
      [],
    );

  it('waits the first delay after a first crash, then doubles it up to the limit', () => {
    expect(crashes([1_200, 1_200, 1_200, 1_200]).map((history) => history.delayMs)).toEqual([100, 200, 400, 400]);
  });

  it('starts the back-off again after a child stayed up past resetAfterMs', () => {
    expect(crashes([1_200, 1_200, 1_500, 1_200]).map((history) => history.delayMs)).toEqual([100, 200, 100, 200]);
  });

  it('counts crashes at start in a row, and forgets them once a child has come up', () => {
    expect(crashes([10, 999, 1_000, 10, 10]).map((history) => history.startCrashes)).toEqual([1, 2, 0, 1, 2]);
  });
});

/**
 * Real child processes: a small script that records its start (once it listens for signals) and each signal
 * it receives into a file, and exits after EXIT_AFTER_MS (with EXIT_CODE) or stays up until signalled.
 */
describe('Supervisor', () => {
  let dir: string;
  let script: string;
  const supervisors: Supervisor[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gatherly-supervisor-'));
    script = join(dir, 'child.js');
    writeFileSync(
      script,
      `const { appendFileSync } = require('node:fs');
       const record = (line) => appendFileSync(process.env.RECORD_FILE, line + '\\n');
       for (const signal of ['SIGINT', 'SIGTERM']) {
         process.on(signal, () => {
           record(signal);
           if (!process.env.IGNORE_SIGNALS) process.exit(0);
         });
       }
       record('start');
       const exitAfter = Number(process.env.EXIT_AFTER_MS || 30000);
       setTimeout(() => process.exit(Number(process.env.EXIT_CODE || 0)), exitAfter);`,
    );
  });

  afterEach(async () => {
    await Promise.all(supervisors.splice(0).map((supervisor) => supervisor.stop('SIGKILL')));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  interface Watched {
    supervisor: Supervisor;
    lines: string[];
    givenUp: string[];
    /** What the child's processes recorded, one entry per start or signal. */
    records: () => string[];
    /** Pids in the order the children started. */
    pids: () => number[];
  }

  function supervise(name: string, env: Record<string, string> = {}, policy: Partial<RestartPolicy> = {}): Watched {
    const recordFile = join(dir, `${name}-${supervisors.length}-${Date.now()}.log`);
    writeFileSync(recordFile, '');
    const lines: string[] = [];
    const givenUp: string[] = [];
    const supervisor = new Supervisor(
      { name, script },
      {
        cwd: dir,
        env: { ...process.env, RECORD_FILE: recordFile, ...env },
        policy: { ...POLICY, ...policy },
        log: (line) => lines.push(line),
        onGiveUp: (reason) => givenUp.push(reason),
      },
    );
    supervisors.push(supervisor);
    supervisor.start();
    return {
      supervisor,
      lines,
      givenUp,
      records: () => readFileSync(recordFile, 'utf8').split('\n').filter(Boolean),
      pids: () =>
        lines.flatMap((line) => {
          const match = /^\S+ started \(pid (\d+)\)$/.exec(line);
          return match ? [Number(match[1])] : [];
        }),
    };
  }

  async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('restarts a child killed with SIGKILL after the first delay, logging why, and leaves the others running', async () => {
    const api = supervise('api');
    const worker = supervise('worker');
    await waitFor(() => api.pids().length === 1 && worker.pids().length === 1, 'both children to start');
    const [apiPid] = api.pids();
    const [killed] = worker.pids();

    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    await waitFor(() => worker.pids().length === 2, 'the worker to start again');

    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(POLICY.firstDelayMs);
    expect(worker.lines[1]).toMatch(/^worker exited \(signal SIGKILL\) after \d+\.?\d* s; restarting it in 0\.1 s$/);
    expect(isAlive(worker.pids()[1])).toBe(true);
    expect(api.pids()).toEqual([apiPid]);
    expect(isAlive(apiPid)).toBe(true);
    expect(api.lines).toHaveLength(1);
  });

  it('doubles the back-off, up to the limit, for a child that keeps exiting', async () => {
    const child = supervise('flaky', { EXIT_AFTER_MS: '0', EXIT_CODE: '3' }, { maxStartCrashes: 10 });
    await waitFor(() => child.pids().length === 5, 'five starts');

    const delays = child.lines.filter((line) => line.includes('exited')).slice(0, 4);
    expect(delays).toEqual(
      ['0.1', '0.2', '0.4', '0.4'].map((delay) =>
        expect.stringMatching(`^flaky exited \\(code 3\\) .* in ${delay} s$`),
      ),
    );
    expect(child.givenUp).toEqual([]);
  });

  it('starts again after the first delay when the child had stayed up past resetAfterMs', async () => {
    const child = supervise('steady', { EXIT_AFTER_MS: '300' }, { resetAfterMs: 250, minUptimeMs: 100 });
    await waitFor(() => child.pids().length === 3, 'three starts');

    expect(child.lines.filter((line) => line.includes('exited'))).toEqual([
      expect.stringMatching(/^steady exited \(code 0\) after .* in 0\.1 s$/),
      expect.stringMatching(/^steady exited \(code 0\) after .* in 0\.1 s$/),
    ]);
  });

  it('gives up on a child that keeps crashing at start, naming it, and starts it no more', async () => {
    const child = supervise('broken', { EXIT_AFTER_MS: '0', EXIT_CODE: '3' }, { maxStartCrashes: 3 });
    await waitFor(() => child.givenUp.length > 0, 'the supervisor to give up');
    await pause(POLICY.maxDelayMs + 200);

    expect(child.givenUp).toEqual([
      'broken keeps crashing at start: 3 times in a row within 1 s of starting, the last with code 3',
    ]);
    expect(child.records()).toEqual(['start', 'start', 'start']);
  });

  it('does not give up on a child that crashes after having come up', async () => {
    const child = supervise('late', { EXIT_AFTER_MS: '300', EXIT_CODE: '1' }, { minUptimeMs: 200, maxStartCrashes: 2 });
    await waitFor(() => child.pids().length === 3, 'three starts');

    expect(child.givenUp).toEqual([]);
  });

  it('stops a child with one signal, the one given, and does not restart it', async () => {
    const child = supervise('api');
    await waitFor(() => child.records().length === 1, 'the child to listen for signals');

    await child.supervisor.stop('SIGINT');
    await pause(POLICY.firstDelayMs + 200);

    expect(child.records()).toEqual(['start', 'SIGINT']);
    expect(isAlive(child.pids()[0])).toBe(false);
    expect(child.lines).toHaveLength(1);
  });

  it('kills a child that ignores the stop signal once the stop timeout has passed', async () => {
    const child = supervise('stubborn', { IGNORE_SIGNALS: '1' });
    await waitFor(() => child.records().length === 1, 'the child to listen for signals');

    const stoppedAt = Date.now();
    await child.supervisor.stop('SIGTERM');

    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(POLICY.stopTimeoutMs);
    expect(child.records()).toEqual(['start', 'SIGTERM']);
    expect(isAlive(child.pids()[0])).toBe(false);
  });

  it('starts nothing more when stopped while waiting to restart a child', async () => {
    const child = supervise('flaky', { EXIT_AFTER_MS: '0', EXIT_CODE: '3' });
    await waitFor(() => child.lines.some((line) => line.includes('exited')), 'the first crash');

    await child.supervisor.stop('SIGTERM');
    await pause(POLICY.firstDelayMs + 200);

    expect(child.records()).toEqual(['start']);
  });
});
