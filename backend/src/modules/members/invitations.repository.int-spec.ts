import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedPlan,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import type { TierDefinition } from '../subscriptions/tier-catalogue';
import { INVITATION_EMAIL_COOLDOWN_SECONDS } from './invitation-limits';
import { InvitationsRepository, type NewInvitation } from './invitations.repository';

describe('InvitationsRepository', () => {
  let db: DataSource;
  let invitations: InvitationsRepository;
  let creator: SeededUser;
  /** The creator's plan, Pro: its limits are the catalogue's. */
  let plan: TierDefinition;
  let eventId: string;

  const email = () => `${randomUUID()}@example.test`;
  const invitation = (fields: Partial<NewInvitation> = {}): NewInvitation => ({
    eventId,
    invitedByUserId: creator.id,
    email: email(),
    role: 'attendee',
    inviteToken: randomUUID(),
    name: null,
    guestLimit: 0,
    guests: [],
    ...fields,
  });
  /** Takes places of the event with pending invitations written straight in. */
  const fillSeats = (count: number) =>
    db.query(
      `INSERT INTO event_invitations ("eventId", "invitedByUserId", email, "inviteToken")
       SELECT $1, $2, gen_random_uuid() || '@example.test', gen_random_uuid() FROM generate_series(1, $3)`,
      [eventId, creator.id, count],
    );
  const outboxRows = async (invitationId: string) => {
    const [row] = await db.query('SELECT count(*)::int AS count FROM mail_outbox WHERE "invitationId" = $1', [
      invitationId,
    ]);
    return row.count as number;
  };
  /** As if the invitation's e-mails had all been written a while ago: the cooldown has passed. */
  const cooledDown = (invitationId: string) =>
    db.query(`UPDATE mail_outbox SET "createdAt" = now() - make_interval(secs => $2) WHERE "invitationId" = $1`, [
      invitationId,
      INVITATION_EMAIL_COOLDOWN_SECONDS + 1,
    ]);

  beforeAll(async () => {
    db = await openTestDatabase();
    invitations = new InvitationsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db, 'Cleo Creator');
    plan = await seedPlan(db, creator.id, 'paid');
    eventId = await seedEvent(db, creator.id);
  });

  it('writes an invitation with its e-mail’s outbox row and lists the event’s pending ones, newest first', async () => {
    const first = await invitations.invite(invitation({ email: 'first@example.test' }));
    const second = await invitations.invite(invitation({ email: 'second@example.test', role: 'admin' }));
    const otherEvent = await seedEvent(db, creator.id);
    await invitations.invite(invitation({ eventId: otherEvent }));

    expect(first).toMatchObject({
      createdBy: creator.id,
      inviterName: 'Cleo Creator',
      alreadyMember: false,
      seats: 1,
      sentToday: 0,
      existingStatus: null,
      waitSeconds: 0,
      id: expect.any(String),
      invitedAt: expect.any(Date),
      outboxId: expect.any(String),
    });
    expect(second).toMatchObject({ seats: 2, sentToday: 1 });
    expect(await outboxRows(first!.id!)).toBe(1);
    const pending = await invitations.listPending(eventId);
    expect(pending.map((row) => [row.email, row.role])).toEqual([
      ['second@example.test', 'admin'],
      ['first@example.test', 'attendee'],
    ]);
    expect(pending[1]).toEqual({
      id: first!.id,
      email: 'first@example.test',
      name: null,
      role: 'attendee',
      guestLimit: 0,
      guests: [],
      status: 'pending',
      invitedAt: first!.invitedAt,
      inviteToken: first!.inviteToken,
      inviterId: creator.id,
      inviterName: 'Cleo Creator',
      lastEmailSentAt: null,
    });
    expect(await invitations.findPending(otherEvent, first!.id!)).toBeUndefined();
  });

  it('keeps an invitation’s party, and changes it while pending only when the check lets it', async () => {
    const made = await invitations.invite(
      invitation({ name: 'Maria', guestLimit: 2, guests: [{ name: 'Tom', ageGroup: 'adult' }] }),
    );
    expect(await invitations.findPending(eventId, made!.id!)).toMatchObject({
      name: 'Maria',
      guestLimit: 2,
      guests: [{ name: 'Tom', ageGroup: 'adult' }],
    });
    const seen: unknown[] = [];
    expect(
      await invitations.updatePartyLocked(eventId, made!.id!, { guestLimit: 3 }, (party) => seen.push(party)),
    ).toBe(true);
    // The check sees the party as it would be: the new limit, the stored guests.
    expect(seen).toEqual([{ guestLimit: 3, guests: [{ name: 'Tom', ageGroup: 'adult' }] }]);
    await expect(
      invitations.updatePartyLocked(eventId, made!.id!, { name: null, guests: [] }, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await invitations.findPending(eventId, made!.id!)).toMatchObject({
      name: 'Maria',
      guestLimit: 3,
      guests: [{ name: 'Tom', ageGroup: 'adult' }],
    });
    await invitations.updatePartyLocked(eventId, made!.id!, { name: null, guests: [] }, () => undefined);
    expect(await invitations.findPending(eventId, made!.id!)).toMatchObject({ name: null, guestLimit: 3, guests: [] });
    await invitations.revokePending(eventId, made!.id!);
    expect(await invitations.updatePartyLocked(eventId, made!.id!, { guestLimit: 1 }, () => undefined)).toBe(false);
  });

  it('answers no row for an unknown event and writes nothing for an e-mail that is a member’s', async () => {
    expect(await invitations.invite(invitation({ eventId: randomUUID() }))).toBeUndefined();
    const member = await seedUser(db);
    await seedMember(db, eventId, member.id, 'attendee');
    expect(await invitations.invite(invitation({ email: member.email }))).toMatchObject({
      alreadyMember: true,
      id: null,
      outboxId: null,
    });
    expect(await invitations.listPending(eventId)).toEqual([]);
  });

  it('never lets concurrent invitations pass the attendee limit together', async () => {
    const places = plan.maxAttendeesPerEvent!;
    // The creator holds one place; two are left.
    await fillSeats(places - 3);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => invitations.invite(invitation())));
    expect(outcomes.filter((outcome) => outcome!.id)).toHaveLength(2);
    expect(outcomes.filter((outcome) => !outcome!.id).every((outcome) => outcome!.seats === places)).toBe(true);
    expect(await invitations.listPending(eventId)).toHaveLength(places - 1);
  });

  it('never lets concurrent invitations pass the daily limit together, across the creator’s events', async () => {
    const perDay = plan.maxInvitationsPerDay!;
    const { id: sent } = (await invitations.invite(invitation()))!;
    // As if it had been e-mailed all day: three e-mails are left.
    await db.query(`INSERT INTO mail_outbox ("invitationId") SELECT $1 FROM generate_series(1, $2)`, [
      sent,
      perDay - 4,
    ]);
    const otherEvent = await seedEvent(db, creator.id);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => invitations.invite(invitation({ eventId: i % 2 ? eventId : otherEvent }))),
    );
    expect(outcomes.filter((outcome) => outcome!.outboxId)).toHaveLength(3);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId"
       WHERE i."eventId" = ANY($1)`,
      [[eventId, otherEvent]],
    );
    expect(count).toBe(perDay);
  });

  it('writes one invitation when the same e-mail is invited several times at once', async () => {
    const address = email();
    const outcomes = await Promise.all([1, 2, 3].map(() => invitations.invite(invitation({ email: address }))));
    expect(outcomes.filter((outcome) => outcome!.id)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome!.outboxId)).toHaveLength(1);
    expect(await invitations.listPending(eventId)).toHaveLength(1);
  });

  it('reuses a revoked invitation with a new token once its cooldown has passed', async () => {
    const address = email();
    const first = await invitations.invite(invitation({ email: address }));
    expect(await invitations.revokePending(eventId, first!.id!)).toBe(true);
    expect(await invitations.revokePending(eventId, first!.id!)).toBe(false);

    const tooSoon = await invitations.invite(invitation({ email: address }));
    expect(tooSoon).toMatchObject({ id: null, existingStatus: 'revoked', waitSeconds: expect.any(Number) });
    expect(tooSoon!.waitSeconds).toBeGreaterThan(0);

    await cooledDown(first!.id!);
    const again = await invitations.invite(invitation({ email: address, inviteToken: 'new-token' }));
    expect(again).toMatchObject({ id: first!.id, inviteToken: 'new-token', existingStatus: 'revoked' });
    expect(await invitations.findByToken('new-token', null)).toMatchObject({ email: address, status: 'pending' });
    expect(await outboxRows(first!.id!)).toBe(2);
  });

  it('re-sends a pending invitation only after the cooldown, and only once for concurrent re-sends', async () => {
    const perDay = plan.maxInvitationsPerDay;
    const { id } = (await invitations.invite(invitation()))!;
    const early = await invitations.resend(eventId, id!);
    expect(early).toMatchObject({ outboxId: null, planName: plan.displayName, maxInvitationsPerDay: perDay });
    expect(early!.waitSeconds).toBeGreaterThan(0);

    await cooledDown(id!);
    const resent = await Promise.all([1, 2, 3].map(() => invitations.resend(eventId, id!)));
    expect(resent.filter((outcome) => outcome!.outboxId)).toHaveLength(1);
    expect(await outboxRows(id!)).toBe(2);
    expect(await invitations.resend(await seedEvent(db, creator.id), id!)).toBeUndefined();
  });

  it('finds an invitation’s event and host by its token, with its status and the caller’s membership', async () => {
    const { id, inviteToken } = (await invitations.invite(invitation({ email: 'guest@example.test' })))!;
    expect(await invitations.findByToken(inviteToken!, null)).toEqual({
      status: 'pending',
      eventId,
      callerIsMember: false,
      email: 'guest@example.test',
      role: 'attendee',
      eventName: 'Lake Weekend',
      eventDescription: null,
      eventStartDate: expect.any(Date),
      eventEndDate: null,
      eventLocation: null,
      eventLogo: null,
      themeColors: {},
      hostName: 'Cleo Creator',
      eventTimeZone: 'UTC',
      eventDressCode: null,
      eventRegistryUrl: null,
      eventFaq: [],
    });
    expect(await invitations.findByToken(inviteToken!, creator.id)).toMatchObject({ callerIsMember: true });
    await invitations.revokePending(eventId, id!);
    expect(await invitations.findByToken(inviteToken!, null)).toMatchObject({ status: 'revoked' });
    expect(await invitations.findByToken('no-such-token', null)).toBeUndefined();
  });

  it('lets exactly one of many simultaneous accepts create the membership', async () => {
    const guest = await seedUser(db, 'Gus Guest');
    const { inviteToken } = (await invitations.invite(invitation({ email: guest.email, role: 'admin' })))!;
    const checked: unknown[] = [];
    const accepted = await Promise.all(
      Array.from({ length: 5 }, () => invitations.acceptLocked(inviteToken!, guest.id, (seen) => checked.push(seen))),
    );
    expect(accepted.filter(Boolean)).toEqual([{ id: eventId, name: 'Lake Weekend' }]);
    expect(checked).toEqual([{ email: guest.email, accountEmail: guest.email }]);
    const rows = await db.query('SELECT role FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [
      eventId,
      guest.id,
    ]);
    expect(rows).toEqual([{ role: 'admin' }]);
    expect(await invitations.listPending(eventId)).toEqual([]);
  });

  it('accepts nothing when the check refuses: the invitation stays pending', async () => {
    const { inviteToken } = (await invitations.invite(invitation()))!;
    const someoneElse = await seedUser(db);
    await expect(
      invitations.acceptLocked(inviteToken!, someoneElse.id, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await invitations.listPending(eventId)).toHaveLength(1);
    expect(await invitations.acceptLocked('unknown-token', someoneElse.id, () => undefined)).toBeUndefined();
  });
});
