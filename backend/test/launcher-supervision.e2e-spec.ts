import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { SmtpSink } from './support/smtp-sink';
import { type SignedInUser, freePort, signInAt, testEnvironment, uniqueEmail } from './support/test-app';
import { TEST_DATABASE_URL, TEST_QUEUE_PREFIX } from './support/test-env';
import { isAlive } from './support/processes';

const LAUNCHER = join(__dirname, '..', 'dist', 'runtime', 'launcher.js');

/** The launcher as `npm start` runs it, without the web server (its fixed ports may be taken by another run). */
class RunningLauncher {
  readonly lines: string[] = [];
  readonly process: ChildProcess;

  constructor(env: NodeJS.ProcessEnv) {
    this.process = spawn(process.execPath, [LAUNCHER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let rest = '';
    const collect = (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      this.lines.push(...lines);
    };
    this.process.stdout!.on('data', collect);
    this.process.stderr!.on('data', collect);
  }

  /** Pids of a child, in the order the launcher started them. */
  pids(name: string): number[] {
    return this.lines.flatMap((line) => {
      const match = new RegExp(`^\\[launcher\\] ${name} started \\(pid (\\d+)\\)$`).exec(line);
      return match ? [Number(match[1])] : [];
    });
  }

  async waitForLine(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
    await waitFor(
      () => this.lines.some((line) => pattern.test(line)),
      `a launcher line matching ${pattern}`,
      timeoutMs,
    );
    return this.lines.find((line) => pattern.test(line))!;
  }

  /** SIGTERM, as Ctrl-C would; the exit code. */
  async stop(): Promise<number | null> {
    if (this.process.exitCode !== null) return this.process.exitCode;
    const exited = new Promise<number | null>((resolve) => this.process.once('exit', (code) => resolve(code)));
    this.process.kill('SIGTERM');
    return exited;
  }

  /** After a failed test: nothing this run started may outlive it and keep its port. */
  killAll(): void {
    this.process.kill('SIGKILL');
    for (const pid of [...this.pids('api'), ...this.pids('worker')]) killQuietly(pid);
  }
}

/** The test runner's environment, without what would switch sign-in away from the local identity provider. */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  const replaced = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LOCAL_IDP_ENABLED', 'WEB_ORIGINS'];
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !replaced.includes(key)));
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An answer's status, or the error instead of one. */
const answer = (url: string, headers: Record<string, string>) =>
  fetch(url, { headers }).then(
    (response) => response.text().then(() => String(response.status)),
    (error: Error) => `${error.message}: ${(error.cause as Error | undefined)?.message}`,
  );

/** Runs work while four loops of requests hit the API; what the requests answered, once work is done. */
async function underLoad<T>(
  url: string,
  headers: Record<string, string>,
  work: () => Promise<T>,
): Promise<{ result: T; outcomes: string[] }> {
  let done = false;
  const outcomes: string[] = [];
  const loop = async () => {
    while (!done) outcomes.push(await answer(url, headers));
  };
  const loops = Promise.all([loop(), loop(), loop(), loop()]);
  try {
    return { result: await work(), outcomes };
  } finally {
    done = true;
    await loops;
  }
}

describe('npm start: one crash does not stop everything', () => {
  let smtp: SmtpSink;
  let dataDir: string;
  let launcher: RunningLauncher;
  let baseUrl: string;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-launcher-'));
    const apiPort = await freePort();
    baseUrl = `http://127.0.0.1:${apiPort}`;
    launcher = new RunningLauncher({
      ...inheritedEnvironment(),
      ...testEnvironment(apiPort, {
        SMTP_URL: smtp.url,
        START_PROCESSES: 'api,worker',
        DATA_DIR: dataDir,
        QUEUE_PREFIX: `${TEST_QUEUE_PREFIX}-launcher`,
        WORKER_HEALTH_FILE: join(dataDir, 'worker.health'),
      }),
    });
    await waitFor(
      () =>
        fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      'the API to answer',
    );
    await waitFor(() => launcher.pids('worker').length === 1, 'the worker to start');
  }, 40_000);

  afterAll(async () => {
    if (launcher?.process.exitCode === null) launcher.killAll();
    await smtp?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the API answering while the killed worker restarts, and e-mails every invitation once', async () => {
    const host: SignedInUser = await signInAt(baseUrl, uniqueEmail('host'), { plan: 'enterprise' });
    const created = await fetch(`${baseUrl}/api/events`, {
      method: 'POST',
      headers: { ...host.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Party' }),
    });
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: { id: string } };
    const eventId = event.id;
    const guests: string[] = [];
    const invite = async () => {
      const email = uniqueEmail(`guest${guests.length}`);
      guests.push(email);
      const response = await fetch(`${baseUrl}/api/events/${eventId}/members`, {
        method: 'POST',
        headers: { ...host.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ userEmail: email, role: 'attendee' }),
      });
      return String(response.status);
    };

    const { result, outcomes } = await underLoad(`${baseUrl}/api/events`, host.auth, async () => {
      const invitations = await Promise.all(Array.from({ length: 20 }, invite));
      // Mid-delivery: killed as soon as the first e-mail is out, with the others queued or being sent.
      await waitFor(() => guests.some((email) => smtp.to(email).length > 0), 'the first e-mail');
      const [apiPid] = launcher.pids('api');
      process.kill(launcher.pids('worker')[0], 'SIGKILL');
      while (launcher.pids('worker').length < 2) invitations.push(await invite());
      const madeDuringOutage = invitations.length - 20;
      for (let index = 0; index < 10; index++) invitations.push(await invite());

      for (const email of guests) await smtp.waitFor(email, 1, 30_000);
      // Time for a duplicate, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { invitations, madeDuringOutage, apiPid };
    });
    const { invitations, madeDuringOutage, apiPid } = result;

    expect(await launcher.waitForLine(/ worker exited/)).toMatch(
      /^\[launcher\] worker exited \(signal SIGKILL\) after \d+(\.\d)? s; restarting it in 1 s$/,
    );
    expect(madeDuringOutage).toBeGreaterThan(0);
    expect(invitations.filter((status) => status !== '201')).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(50);
    expect(outcomes.filter((status) => status !== '200')).toEqual([]);
    expect(launcher.pids('api')).toEqual([apiPid]);
    expect(isAlive(apiPid)).toBe(true);
    // A kill between the SMTP server's acceptance and the sentAt write can resend; the resend carries
    // the same Message-ID, which mail providers use to show one message (see mail-faults.e2e-spec).
    for (const email of guests) {
      const messageIds = new Set(smtp.to(email).map((mail) => mail.messageId));
      expect({ email, messages: messageIds.size }).toEqual({ email, messages: 1 });
    }
    expect(await unsentInvitations(eventId)).toBe(0);
  }, 60_000);

  it('stops every child on SIGTERM, and exits cleanly', async () => {
    const pids = [...launcher.pids('api'), ...launcher.pids('worker')];

    expect(await launcher.stop()).toBe(0);

    expect(launcher.lines).toContain('[launcher] stopping: received SIGTERM');
    expect(pids.filter(isAlive)).toEqual([]);
  }, 30_000);
});

async function unsentInvitations(eventId: string): Promise<number> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS unsent FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId" WHERE i."eventId" = $1 AND o."sentAt" IS NULL',
      [eventId],
    );
    return rows[0].unsent;
  } finally {
    await client.end();
  }
}
