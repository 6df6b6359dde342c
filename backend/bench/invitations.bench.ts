import { join } from 'node:path';
import { Client } from 'pg';
import { flushRedis, prepareDatabase } from '../test/support/prepare-database';
import { freePort, signInAt, testEnvironment, uniqueEmail } from '../test/support/test-app';
import { startApiProcess } from './api/servers';
import { type Figure, percentile } from './report';
import { forkTypeScript } from './typescript-process';

const INVITATIONS = 1000;
/** The Enterprise plan allows 1,000 attendees per event, pending invitations included. */
const PER_EVENT = 500;
const CONCURRENCY = 25;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gatherly_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';

interface SmtpProcess {
  url: string;
  /** Arrival times (ms since the epoch) per recipient. */
  arrivals: Map<string, number[]>;
  stop: () => void;
}

function startSmtpProcess(): Promise<SmtpProcess> {
  const child = forkTypeScript(join(__dirname, 'smtp-sink.process.ts'), { stdout: 'ignore' });
  const arrivals = new Map<string, number[]>();
  return new Promise((resolve) => {
    child.on('message', (message: { port?: number; to?: string; at?: number }) => {
      if (message.port) resolve({ url: `smtp://127.0.0.1:${message.port}`, arrivals, stop: () => child.kill() });
      if (message.to && message.at) arrivals.set(message.to, [...(arrivals.get(message.to) ?? []), message.at]);
    });
  });
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function invite(baseUrl: string, eventId: string, auth: Record<string, string>, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/events/${eventId}/members`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userEmail: email }),
  });
  if (response.status !== 201) throw new Error(`Invitation refused: ${response.status} ${await response.text()}`);
}

async function createEvent(baseUrl: string, auth: Record<string, string>, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/events`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`Event refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { event: { id: string } }).event.id;
}

/**
 * 1,000 invitations from the API call to the SMTP server: the real API, the real worker and an SMTP
 * server each in a process of its own, so the load generator here shares no event loop with them.
 * Throughput counts from the first request to the last delivery.
 */
export async function benchInvitations(): Promise<Figure[]> {
  await prepareDatabase(DATABASE_URL);
  await flushRedis(REDIS_URL);
  const smtp = await startSmtpProcess();
  // Production's log level: every request is logged. BENCH_LOG_LEVEL changes it.
  const environment = testEnvironment(await freePort(), {
    DATABASE_URL,
    REDIS_URL,
    SMTP_URL: smtp.url,
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  // BENCH_API_ARGS and BENCH_WORKER_ARGS pass node flags, e.g. --cpu-prof to profile one of them.
  const nodeArgs = (variable: string) => (process.env[variable] ?? '').split(' ').filter(Boolean);
  const api = await startApiProcess(environment, nodeArgs('BENCH_API_ARGS'));
  const worker = forkTypeScript('src/worker.ts', {
    execArgv: nodeArgs('BENCH_WORKER_ARGS'),
    env: { ...process.env, ...environment },
    stdout: 'ignore',
  });
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const host = await signInAt(api.baseUrl, uniqueEmail('host'), { plan: 'enterprise' });
    await db.query(`UPDATE users SET "subscriptionTier" = 'enterprise' WHERE id = $1`, [host.id]);
    const events: string[] = [];
    for (let index = 0; index < INVITATIONS / PER_EVENT; index++) {
      events.push(await createEvent(api.baseUrl, host.auth, `Bench ${index}`));
    }
    const warmup = uniqueEmail('warmup');
    await invite(api.baseUrl, events[0]!, host.auth, warmup);
    await waitUntil(() => smtp.arrivals.has(warmup), 60_000);
    if (!smtp.arrivals.has(warmup)) throw new Error('The worker sent nothing within 60 s');
    await db.query('DELETE FROM event_invitations WHERE email = $1', [warmup]);

    const emails = Array.from({ length: INVITATIONS }, (_, index) => `bench-${index}-${Date.now()}@example.com`);
    const requestedAt = new Map<string, number>();
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < emails.length) {
          const index = next++;
          const email = emails[index]!;
          requestedAt.set(email, Date.now());
          await invite(api.baseUrl, events[Math.floor(index / PER_EVENT)]!, host.auth, email);
        }
      }),
    );
    const apiSeconds = (Date.now() - started) / 1000;
    await waitUntil(() => emails.every((email) => smtp.arrivals.has(email)), 120_000);
    // Late duplicates would arrive after the last first delivery.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const delivered = emails.filter((email) => smtp.arrivals.has(email));
    const firstArrival = (email: string) => smtp.arrivals.get(email)![0]!;
    const last = Math.max(...delivered.map(firstArrival));
    const perSecond = delivered.length / ((last - started) / 1000);
    const p95 = percentile(
      delivered.map((email) => firstArrival(email) - requestedAt.get(email)!),
      95,
    );
    const lost = emails.length - delivered.length;
    const duplicated = delivered.filter((email) => smtp.arrivals.get(email)!.length > 1).length;
    const row = (metric: string, value: string, target: string, pass: boolean | null): Figure => ({
      benchmark: 'invitations',
      metric,
      value,
      target,
      pass,
    });
    return [
      row('delivered per second', perSecond.toFixed(0), '>= 200', perSecond >= 200),
      row('p95 API call to SMTP (ms)', p95.toFixed(0), 'reported', null),
      row('API invitations per second', (emails.length / apiSeconds).toFixed(0), 'reported', null),
      row('lost', String(lost), '0', lost === 0),
      row('duplicated', String(duplicated), '0', duplicated === 0),
    ];
  } finally {
    worker.kill('SIGTERM');
    await Promise.all([api.stop(), db.end()]);
    smtp.stop();
  }
}
