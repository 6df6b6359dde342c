import type { INestApplicationContext } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './support/test-app';
import { startTestWorker } from './support/test-worker';

const HEALTH_CHECK = join(__dirname, '..', 'dist', 'runtime', 'worker-health-check.js');

/** What the worker container's HEALTHCHECK runs: exit code 0 when healthy. */
async function healthCheck(file: string): Promise<number> {
  try {
    await promisify(execFile)(process.execPath, [HEALTH_CHECK], { env: { ...process.env, WORKER_HEALTH_FILE: file } });
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe('The worker health check', () => {
  let directory: string;
  let worker: INestApplicationContext | undefined;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'gatherly-worker-health-'));
  });
  afterAll(async () => {
    await worker?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is unhealthy before the worker runs, healthy while it beats, unhealthy once the beat is stale', async () => {
    const file = join(directory, 'worker.health');
    expect(await healthCheck(file)).toBe(1);

    worker = await startTestWorker(await freePort(), { WORKER_HEALTH_FILE: file });
    const deadline = Date.now() + 5000;
    while ((await healthCheck(file)) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await healthCheck(file)).toBe(0);

    await worker.close();
    worker = undefined;
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(file, aMinuteAgo, aMinuteAgo);
    expect(await healthCheck(file)).toBe(1);
  });
});
