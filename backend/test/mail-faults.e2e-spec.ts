import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createEventFixture, EventFixture } from './support/event-fixture';
import { SmtpSink } from './support/smtp-sink';
import { freePort, startTestApp, TestApp, testEnvironment, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

const apiPort = (t: TestApp) => Number(new URL(t.baseUrl).port);

async function invite(t: TestApp, f: EventFixture, email: string) {
  await t
    .http()
    .post(`/api/events/${f.eventId}/members`)
    .set(f.users.creator.auth)
    .send({ userEmail: email })
    .expect(201);
}

describe('Invitation e-mail faults', () => {
  it('delivers once SMTP is back after being down for a while', async () => {
    const port = await freePort();
    const smtp = new SmtpSink(port);
    const t = await startTestApp({ SMTP_URL: smtp.url });
    const worker = await startTestWorker(apiPort(t), { SMTP_URL: smtp.url });
    try {
      const f = await createEventFixture(t);
      const email = uniqueEmail('patient');
      await invite(t, f, email);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const [row] = await t.db.query(
        `SELECT o.attempts, o."lastError", o."sentAt" FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId" WHERE i.email = $1`,
        [email],
      );
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toBeTruthy();
      await smtp.start();
      const mails = await smtp.waitFor(email, 1, 25_000);
      expect(mails).toHaveLength(1);
    } finally {
      await worker.close();
      await t.close();
      await smtp.stop();
    }
  }, 60_000);

  it('keeps an invitation made while Redis is unreachable and mails it once Redis is back', async () => {
    const smtp = await new SmtpSink().start();
    const deadRedis = `redis://127.0.0.1:${await freePort()}/13`;
    const offline = await startTestApp({ SMTP_URL: smtp.url, REDIS_URL: deadRedis });
    try {
      const f = await createEventFixture(offline);
      const email = uniqueEmail('offline');
      const started = Date.now();
      await invite(offline, f, email);
      expect(Date.now() - started).toBeLessThan(5000);
      const [row] = await offline.db.query(
        `SELECT o."enqueuedAt", o."sentAt" FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId" WHERE i.email = $1`,
        [email],
      );
      expect(row).toEqual({ enqueuedAt: null, sentAt: null });

      const worker = await startTestWorker(apiPort(offline), { SMTP_URL: smtp.url });
      try {
        expect(await smtp.waitFor(email, 1, 20_000)).toHaveLength(1);
      } finally {
        await worker.close();
      }
    } finally {
      await offline.close();
      await smtp.stop();
    }
  }, 60_000);

  it('sends every waiting e-mail exactly once when the worker process is killed and restarted', async () => {
    const smtp = await new SmtpSink().start();
    const t = await startTestApp({ SMTP_URL: smtp.url });
    const workers: ChildProcess[] = [];
    const startWorker = () => {
      const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'worker.js')], {
        env: { ...process.env, ...testEnvironment(apiPort(t), { SMTP_URL: smtp.url }) },
        stdio: 'ignore',
      });
      workers.push(child);
      return child;
    };
    try {
      const f = await createEventFixture(t);
      const emails = Array.from({ length: 40 }, (_, index) => uniqueEmail(`guest${index}`));
      for (const email of emails) await invite(t, f, email);

      const first = startWorker();
      const deadline = Date.now() + 20_000;
      while (smtp.received.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));

      startWorker();
      for (const email of emails) await smtp.waitFor(email, 1, 40_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // A kill in the instant between the SMTP server's acceptance and the sentAt write can resend; the
      // resend carries the same Message-ID, which mail providers use to show one message.
      for (const email of emails) {
        const messageIds = new Set(smtp.to(email).map((mail) => mail.messageId));
        expect({ email, messages: messageIds.size }).toEqual({ email, messages: 1 });
      }
      const [{ unsent }] = await t.db.query(
        'SELECT count(*)::int AS unsent FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId" WHERE i."eventId" = $1 AND o."sentAt" IS NULL',
        [f.eventId],
      );
      expect(unsent).toBe(0);
    } finally {
      workers.forEach((child) => child.kill('SIGKILL'));
      await t.close();
      await smtp.stop();
    }
  }, 90_000);
});
