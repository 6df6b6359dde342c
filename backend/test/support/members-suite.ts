import type { INestApplicationContext } from '@nestjs/common';
import { createEventFixture, EventFixture } from './event-fixture';
import { expectRefusedContaining, Sent } from './expect-refused';
import { SmtpSink } from './smtp-sink';
import { addMember, SignedInUser, startTestApp, TestApp, uniqueEmail } from './test-app';
import { startTestWorker } from './test-worker';

/** The fixture's callers, and a former attendee who was removed from the event. */
export type Caller = 'anonymous' | 'outsider' | 'attendee' | 'admin' | 'creator' | 'removed';

// What the members and invitations test files share, set by the beforeAll that useMembersSuite registers.
export let t: TestApp;
export let f: EventFixture;
export let smtp: SmtpSink;
let worker: INestApplicationContext;
let removed: SignedInUser;

/**
 * Starts an SMTP sink, the API and the worker before a members test file's tests, with the event
 * 'Barcelona Birthday' and a member removed from it, and stops them after. Call it once, at the top of
 * the file's describe.
 */
export function useMembersSuite(): void {
  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { SMTP_URL: smtp.url });
    f = await createEventFixture(t, 'Barcelona Birthday');
    removed = await t.signIn(uniqueEmail('removed'));
    await addMember(t.db, f.eventId, removed.id, 'attendee');
    await t.http().delete(`/api/events/${f.eventId}/members/${removed.id}`).set(f.users.admin.auth).expect(204);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await smtp.stop();
  });
}

export const headers = (caller: Caller) => (caller === 'removed' ? removed.auth : f.headers(caller));

export const expectRefused = (send: () => Sent, status: number, message?: string) =>
  expectRefusedContaining(t.db, send, status, message);

export async function invite(email: string, role: 'attendee' | 'admin' = 'attendee', by: SignedInUser = f.users.admin) {
  const response = await t
    .http()
    .post(`/api/events/${f.eventId}/members`)
    .set(by.auth)
    .send({ userEmail: email, role })
    .expect(201);
  const [mail] = await smtp.waitFor(email);
  const link = mail!.links[0]!;
  return { invitation: response.body.invitation, mail: mail!, token: link.split('/invite/')[1]!, link };
}

/** Moves an invitation's e-mails back in time, as if the last was sent that many seconds ago. */
export const emailedSecondsAgo = (invitationId: string, seconds: number) =>
  t.db.query('UPDATE mail_outbox SET "createdAt" = "createdAt" - make_interval(secs => $2) WHERE "invitationId" = $1', [
    invitationId,
    seconds,
  ]);
export const emailsOf = async (invitationId: string) =>
  Number((await t.db.query('SELECT count(*) FROM mail_outbox WHERE "invitationId" = $1', [invitationId]))[0].count);
