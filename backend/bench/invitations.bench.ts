import { type ChildProcess, fork, spawn } from 'node:child_process';
import { join } from 'node:path';
import { flushRedis, prepareDatabase } from '../test/support/prepare-database';
import { setTier, startTestApp, type TestApp, testEnvironment, uniqueEmail } from '../test/support/test-app';
import { type Figure, percentile } from './report';

const INVITATIONS = 1000;
/** The Enterprise plan allows 1,000 attendees per event, pending invitations included. */
const PER_EVENT = 500;
const CONCURRENCY = 25;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gatherly_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const BACKEND = join(__dirname, '..');

interface SmtpProcess {
  url: string;
  /** Arrival times (ms since the epoch) per recipient. */
  arrivals: Map<string, number[]>;
  stop: () => void;
}

function startSmtpProcess(): Promise<SmtpProcess> {
  const child: ChildProcess = fork(join(__dirname, 'smtp-sink.process.ts'), [], {
    cwd: BACKEND,
    execArgv: ['-r', './test/support/register-ts.js'],
    stdio: 'ignore',
  });
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

async function invite(t: TestApp, eventId: string, auth: Record<string, string>, email: string): Promise<void> {
  const response = await fetch(`${t.baseUrl}/api/events/${eventId}/members`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userEmail: email }),
  });
  if (response.status !== 201) throw new Error(`Invitation refused: ${response.status} ${await response.text()}`);
}

/**
 * 1,000 invitations from the API call to the SMTP server: the real API in this process, the real worker
 * and an SMTP server each in their own. Throughput counts from the first request to the last delivery.
 */
export async function benchInvitations(): Promise<Figure[]> {
  await prepareDatabase(DATABASE_URL);
  await flushRedis(REDIS_URL);
  const smtp = await startSmtpProcess();
  const env = { DATABASE_URL, REDIS_URL, SMTP_URL: smtp.url, WRITE_RATE_LIMIT_PER_MINUTE: '1000000' };
  const t = await startTestApp(env);
  // BENCH_WORKER_ARGS passes node flags to the worker, e.g. --cpu-prof to profile it.
  const workerArgs = (process.env.BENCH_WORKER_ARGS ?? '').split(' ').filter(Boolean);
  const worker = spawn(process.execPath, [...workerArgs, '-r', './test/support/register-ts.js', 'src/worker.ts'], {
    cwd: BACKEND,
    env: { ...process.env, ...testEnvironment(Number(new URL(t.baseUrl).port), env) },
    stdio: 'ignore',
  });
  try {
    const host = await t.signIn(uniqueEmail('host'), { plan: 'enterprise' });
    await setTier(t.db, host.id, 'enterprise');
    const events: string[] = [];
    for (let index = 0; index < INVITATIONS / PER_EVENT; index++) {
      const created = await t
        .http()
        .post('/api/events')
        .set(host.auth)
        .send({ name: `Bench ${index}` })
        .expect(201);
      events.push(created.body.event.id);
    }
    const warmup = uniqueEmail('warmup');
    await invite(t, events[0]!, host.auth, warmup);
    await waitUntil(() => smtp.arrivals.has(warmup), 60_000);
    if (!smtp.arrivals.has(warmup)) throw new Error('The worker sent nothing within 60 s');
    await t.db.query('DELETE FROM event_invitations WHERE email = $1', [warmup]);

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
          await invite(t, events[Math.floor(index / PER_EVENT)]!, host.auth, email);
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
    await t.close();
    smtp.stop();
  }
}
