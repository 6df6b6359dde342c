import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedInvitation,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { MailOutboxRepository } from './mail-outbox.repository';

/** More than every row other tests may leave unsent, so this test's rows are always among them. */
const ALL = 100_000;

describe('MailOutboxRepository', () => {
  let db: DataSource;
  let outbox: MailOutboxRepository;
  let inviter: SeededUser;
  let eventId: string;

  const row = async (outboxId: string) =>
    (
      (await db.query(
        `SELECT attempts, "lastError", "sentAt" IS NOT NULL AS sent, "skippedAt" IS NOT NULL AS skipped,
              "enqueuedAt" IS NOT NULL AS enqueued FROM mail_outbox WHERE id = $1`,
        [outboxId],
      )) as unknown[]
    )[0];
  const newMail = async (email?: string) => {
    const invitationId = await seedInvitation(db, eventId, inviter.id, email);
    return outbox.record(db, invitationId);
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    outbox = new MailOutboxRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    inviter = await seedUser(db, 'Ivy Inviter');
    eventId = await seedEvent(db, inviter.id, 'Lake Weekend');
  });

  it('records an e-mail only if the transaction that causes it commits', async () => {
    const invitationId = await seedInvitation(db, eventId, inviter.id);
    let recorded = '';
    await expect(
      db.transaction(async (tx) => {
        recorded = await outbox.record(tx, invitationId);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await row(recorded)).toBeUndefined();
    const committed = await db.transaction((tx) => outbox.record(tx, invitationId));
    expect(await row(committed)).toEqual({
      attempts: 0,
      lastError: null,
      sent: false,
      skipped: false,
      enqueued: false,
    });
  });

  it('answers the e-mail’s invitation, event, inviter and host', async () => {
    const outboxId = await newMail('guest@example.test');
    expect(await outbox.findMail(outboxId)).toEqual({
      outboxId,
      sentAt: null,
      skippedAt: null,
      status: 'pending',
      email: 'guest@example.test',
      role: 'attendee',
      inviteToken: expect.any(String),
      eventName: 'Lake Weekend',
      eventStartDate: expect.any(Date),
      eventEndDate: null,
      eventLocation: null,
      eventPrimaryColor: null,
      inviterName: 'Ivy Inviter',
      hostName: 'Ivy Inviter',
    });
    expect(await outbox.findMail('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('hands the relay the unsent rows oldest first, but not those sent, skipped or handed over lately', async () => {
    const [first, second, sent, skipped, handed, handedLongAgo] = [
      await newMail(),
      await newMail(),
      await newMail(),
      await newMail(),
      await newMail(),
      await newMail(),
    ];
    await outbox.markSent(sent!);
    await outbox.markSkipped(skipped!);
    await outbox.markEnqueued(handed!);
    await outbox.markEnqueued(handedLongAgo!);
    await db.query(`UPDATE mail_outbox SET "enqueuedAt" = now() - interval '1 minute' WHERE id = $1`, [handedLongAgo]);

    const mine = new Set([first, second, sent, skipped, handed, handedLongAgo]);
    const relayed = (await outbox.unsentNotHandedFor(30, ALL)).map((row) => row.id).filter((id) => mine.has(id));
    expect(relayed).toEqual([first, second, handedLongAgo]);
    expect(await outbox.unsentNotHandedFor(30, 1)).toHaveLength(1);
  });

  it('counts every failed attempt, even those that fail at once, and a success clears the error', async () => {
    const outboxId = await newMail();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => outbox.recordFailure(outboxId, `SMTP down ${i} ${'x'.repeat(600)}`)),
    );
    const failed = (await row(outboxId)) as { attempts: number; lastError: string };
    expect(failed.attempts).toBe(5);
    expect(failed.lastError).toMatch(/^SMTP down \d/);
    expect(failed.lastError).toHaveLength(500);
    await outbox.markSent(outboxId);
    expect(await row(outboxId)).toMatchObject({ attempts: 6, lastError: null, sent: true });
    expect((await outbox.findMail(outboxId))!.sentAt).toBeInstanceOf(Date);
  });
});
