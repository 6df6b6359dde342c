// The worker container's health check: healthy while the worker's heartbeat file is fresh.
// `node dist/runtime/worker-health-check.js`; exit 0 healthy, 1 not.
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Three missed beats (HEARTBEAT_INTERVAL_MS is ten seconds) before the worker counts as unhealthy. */
const STALE_AFTER_MS = 30_000;

const file = process.env.WORKER_HEALTH_FILE ?? join(tmpdir(), 'gatherly-worker.health');
function heartbeatIsFresh(): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS;
  } catch {
    return false;
  }
}

const fresh = heartbeatIsFresh();
if (!fresh) console.error(`The worker's heartbeat (${file}) is missing or older than ${STALE_AFTER_MS / 1000} s`);
process.exit(fresh ? 0 : 1);
