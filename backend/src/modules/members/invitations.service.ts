import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { Event } from '../events/event.entity';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { describeWait, RetryLaterException } from '../../common/errors/retry-later.exception';
import {
  effectiveTierNameSql,
  invitationEmailWaitSql,
  invitationsTodaySql,
  seatsTakenSql,
} from '../subscriptions/usage-sql';
import { User } from '../users/user.entity';
import type { InviteMemberDto } from './dto/invite-member.dto';
import { EventInvitation, InvitationRole } from './event-invitation.entity';
import { INVITATION_EMAIL_COOLDOWN_SECONDS, INVITATION_EMAILS_PER_DAY } from './invitation-limits';
import type { Caller } from './members.service';

export interface InvitationPreview {
  email: string;
  role: InvitationRole;
  eventName: string;
  eventDescription: string | null;
  eventStartDate: Date | null;
  eventEndDate: Date | null;
  eventLocation: string | null;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitationRole;
  status: string;
  invitedAt: Date;
  invitedBy: { id: string; displayName: string };
  lastEmailSentAt: Date | null;
  /** Only for the admin who sent it. */
  inviteToken?: string;
}

interface InvitationContext {
  createdBy: string;
  inviterName: string;
  planName: string;
  maxAttendeesPerEvent: number | null;
  maxInvitationsPerDay: number | null;
  alreadyMember: boolean;
}

interface InsertOutcome {
  seats: number;
  sentToday: number;
  /** Seconds before the same e-mail may be invited again, when an earlier invitation of it exists. */
  waitSeconds: number | null;
  existingStatus: string | null;
  id?: string;
  invitedAt?: Date;
  inviteToken?: string;
  outboxId?: string;
}

function dailyLimitRefusal(planName: string, maxInvitationsPerDay: number): Error {
  return new ForbiddenException(
    `Daily invitation limit reached: the ${planName} plan allows ${maxInvitationsPerDay} invitation e-mails per day.`,
  );
}

function tooSoonRefusal(waitSeconds: number): Error {
  return new RetryLaterException(
    `This invitation was e-mailed recently. It can be sent again in ${describeWait(waitSeconds)}.`,
    waitSeconds,
  );
}

/**
 * Why nothing was inserted: a limit of the creator's plan, a pending invitation for the e-mail, or an
 * invitation of it e-mailed too recently.
 */
function refusal(outcome: InvitationContext & InsertOutcome): Error {
  const { planName, maxAttendeesPerEvent, maxInvitationsPerDay, seats, sentToday } = outcome;
  if (maxAttendeesPerEvent !== null && seats >= maxAttendeesPerEvent) {
    return new ForbiddenException(
      `Attendee limit reached: the ${planName} plan allows ${maxAttendeesPerEvent} attendees per event, pending invitations included.`,
    );
  }
  if (maxInvitationsPerDay !== null && sentToday >= maxInvitationsPerDay) {
    return dailyLimitRefusal(planName, maxInvitationsPerDay);
  }
  if (outcome.existingStatus !== 'pending' && outcome.waitSeconds) return tooSoonRefusal(outcome.waitSeconds);
  return new ConflictException(
    'An invitation is already pending for this email. You can re-send it from the pending invitations.',
  );
}

/** 256 bits from the operating system's secure generator, URL-safe. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
  ) {}

  /**
   * Invites an e-mail: the invitation and its e-mail are committed together, then the e-mail is queued.
   * The plan's limits are checked last, including the new invitation, under a short lock. A pending invitation for the
   * same e-mail is a conflict (re-send it instead); an accepted or revoked one is reused with a new token.
   */
  async invite(caller: Caller, input: InviteMemberDto): Promise<PendingInvitation> {
    const role = input.role ?? 'attendee';
    // One statement, so one round trip: the creator's lock is held from the moment it is granted to the
    // commit, inside PostgreSQL. The usage functions read on fresh snapshots, after the lock, so they
    // see every invitation committed before it and concurrent invitations cannot pass a limit together.
    const [row] = (await this.dataSource.query(
      `WITH context AS MATERIALIZED (
         SELECT e."createdBy", inviter."displayName" AS "inviterName", t."displayName" AS "planName",
                t."maxAttendeesPerEvent", t."maxInvitationsPerDay",
                EXISTS (SELECT 1 FROM event_members m JOIN users u ON u.id = m."userId"
                        WHERE m."eventId" = e.id AND u.email = $3) AS "alreadyMember"
         FROM events e
         JOIN users creator ON creator.id = e."createdBy"
         JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('creator')}
         JOIN users inviter ON inviter.id = $2
         WHERE e.id = $1),
       locked AS MATERIALIZED (
         SELECT context.*, pg_advisory_xact_lock(hashtextextended(context."createdBy"::text, 0))
         FROM context WHERE NOT context."alreadyMember"),
       usage AS MATERIALIZED (
         SELECT locked.*, ${seatsTakenSql('$1::uuid')} AS seats, ${invitationsTodaySql('locked."createdBy"')} AS "sentToday",
                existing.status AS "existingStatus",
                ${invitationEmailWaitSql('existing.id', '$6', '$7')} AS "waitSeconds"
         FROM locked
         LEFT JOIN event_invitations existing ON existing."eventId" = $1 AND existing.email = $3),
       invitation AS (
         INSERT INTO event_invitations ("eventId", "invitedByUserId", email, role, status, "inviteToken")
         SELECT $1, $2, $3, $4, 'pending', $5 FROM usage
         WHERE (usage."maxAttendeesPerEvent" IS NULL OR usage.seats < usage."maxAttendeesPerEvent")
           AND (usage."maxInvitationsPerDay" IS NULL OR usage."sentToday" < usage."maxInvitationsPerDay")
         ON CONFLICT ("eventId", email) DO UPDATE
           SET "invitedByUserId" = EXCLUDED."invitedByUserId", role = EXCLUDED.role, status = 'pending',
               "inviteToken" = EXCLUDED."inviteToken", "invitedAt" = now(), "respondedAt" = NULL
           WHERE event_invitations.status <> 'pending'
             AND ${invitationEmailWaitSql('event_invitations.id', '$6', '$7')} = 0
         RETURNING id, "invitedAt", "inviteToken"),
       outbox AS (INSERT INTO mail_outbox ("invitationId") SELECT id FROM invitation RETURNING id)
       SELECT context.*, usage.seats, usage."sentToday", usage."existingStatus", usage."waitSeconds",
              invitation.*, outbox.id AS "outboxId"
       FROM context LEFT JOIN usage ON true LEFT JOIN invitation ON true LEFT JOIN outbox ON true`,
      [
        caller.eventId,
        caller.userId,
        input.userEmail,
        role,
        newInvitationToken(),
        INVITATION_EMAIL_COOLDOWN_SECONDS,
        INVITATION_EMAILS_PER_DAY,
      ],
    )) as Array<InvitationContext & InsertOutcome>;
    if (!row) throw new NotFoundException('Event not found');
    if (row.alreadyMember) throw new ConflictException('This person is already a member of this event');
    if (!row.id || !row.outboxId) throw refusal(row);
    const created = row as Required<InsertOutcome> & InvitationContext;
    await this.outbox.enqueue(created.outboxId);
    return {
      id: created.id,
      email: input.userEmail,
      role,
      status: 'pending',
      invitedAt: created.invitedAt,
      invitedBy: { id: caller.userId, displayName: created.inviterName },
      lastEmailSentAt: null,
      inviteToken: created.inviteToken,
    };
  }

  /** Pending invitations, newest first, for the event's admins. */
  async listPending(caller: Caller): Promise<PendingInvitation[]> {
    return this.selectPending(caller);
  }

  /**
   * E-mails a pending invitation again: one more e-mail of the plan's daily limit, and no sooner or more
   * often than the invitation limits allow. Checked and written in one statement under the creator's
   * lock, as invitations are.
   */
  async resend(caller: Caller, invitationId: string): Promise<PendingInvitation> {
    const [row] = (await this.dataSource.query(
      `WITH target AS MATERIALIZED (
         SELECT i.id, e."createdBy", t."displayName" AS "planName", t."maxInvitationsPerDay"
         FROM event_invitations i
         JOIN events e ON e.id = i."eventId"
         JOIN users creator ON creator.id = e."createdBy"
         JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('creator')}
         WHERE i.id = $1 AND i."eventId" = $2 AND i.status = 'pending'),
       locked AS MATERIALIZED (
         SELECT target.*, pg_advisory_xact_lock(hashtextextended(target."createdBy"::text, 0)) FROM target),
       usage AS MATERIALIZED (
         SELECT locked.*, ${invitationsTodaySql('locked."createdBy"')} AS "sentToday",
                ${invitationEmailWaitSql('locked.id', '$3', '$4')} AS "waitSeconds"
         FROM locked),
       outbox AS (
         INSERT INTO mail_outbox ("invitationId")
         SELECT id FROM usage
         WHERE (usage."maxInvitationsPerDay" IS NULL OR usage."sentToday" < usage."maxInvitationsPerDay")
           AND usage."waitSeconds" = 0
         RETURNING id)
       SELECT usage."planName", usage."maxInvitationsPerDay", usage."waitSeconds", outbox.id AS "outboxId"
       FROM usage LEFT JOIN outbox ON true`,
      [invitationId, caller.eventId, INVITATION_EMAIL_COOLDOWN_SECONDS, INVITATION_EMAILS_PER_DAY],
    )) as Array<{
      planName: string;
      maxInvitationsPerDay: number | null;
      waitSeconds: number;
      outboxId: string | null;
    }>;
    if (!row) throw new NotFoundException('Invitation not found');
    if (!row.outboxId) {
      throw row.waitSeconds > 0
        ? tooSoonRefusal(row.waitSeconds)
        : dailyLimitRefusal(row.planName, row.maxInvitationsPerDay!);
    }
    await this.outbox.enqueue(row.outboxId);
    return this.findPending(caller, invitationId);
  }

  /** The link stops working; an e-mail not yet sent is skipped by the worker. */
  async revoke(caller: Caller, invitationId: string): Promise<void> {
    const result = await this.dataSource.manager.update(
      EventInvitation,
      { id: invitationId, eventId: caller.eventId, status: 'pending' },
      { status: 'revoked', respondedAt: new Date() },
    );
    if (!result.affected) throw new NotFoundException('Invitation not found');
  }

  /** What the invitation page shows; used, revoked and unknown tokens look the same. */
  async preview(token: string): Promise<InvitationPreview> {
    const [row] = (await this.dataSource.query(
      `SELECT i.email, i.role, e.name AS "eventName", e.description AS "eventDescription",
              e."startDate" AS "eventStartDate", e."endDate" AS "eventEndDate", e.location AS "eventLocation"
       FROM event_invitations i JOIN events e ON e.id = i."eventId"
       WHERE i."inviteToken" = $1 AND i.status = 'pending'`,
      [token],
    )) as InvitationPreview[];
    if (!row) throw new NotFoundException('This invitation link has expired or is no longer valid');
    return row;
  }

  /**
   * Accepts for the signed-in user, whose verified e-mail must be the invited one. The invitation row is
   * locked, so of any number of simultaneous accepts exactly one creates the membership.
   */
  async accept(token: string, user: AuthenticatedUser): Promise<{ event: { id: string; name: string } }> {
    return this.dataSource.transaction(async (manager) => {
      const invitation = await manager.findOne(EventInvitation, {
        where: { inviteToken: token, status: 'pending' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invitation) throw new NotFoundException('This invitation link has expired or is no longer valid');
      const account = await manager.findOneOrFail(User, { where: { id: user.id } });
      if (account.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new ForbiddenException(
          `This invitation is for ${invitation.email}. Please sign in with the correct email address.`,
        );
      }
      await manager.query(
        `INSERT INTO event_members ("eventId", "userId", role) VALUES ($1, $2, $3)
         ON CONFLICT ("eventId", "userId") DO NOTHING`,
        [invitation.eventId, user.id, invitation.role],
      );
      await manager.update(EventInvitation, { id: invitation.id }, { status: 'accepted', respondedAt: new Date() });
      const event = await manager.findOneOrFail(Event, { where: { id: invitation.eventId } });
      return { event: { id: event.id, name: event.name } };
    });
  }

  private async findPending(caller: Caller, invitationId: string): Promise<PendingInvitation> {
    const [invitation] = await this.selectPending(caller, invitationId);
    if (!invitation) throw new NotFoundException('Invitation not found');
    return invitation;
  }

  private async selectPending(caller: Caller, invitationId?: string): Promise<PendingInvitation[]> {
    const rows: Array<
      Omit<PendingInvitation, 'invitedBy' | 'inviteToken'> & {
        inviterId: string;
        inviterName: string;
        inviteToken: string;
      }
    > = await this.dataSource.query(
      `SELECT i.id, i.email, i.role, i.status, i."invitedAt", i."inviteToken", u.id AS "inviterId",
                u."displayName" AS "inviterName",
                (SELECT max(o."sentAt") FROM mail_outbox o WHERE o."invitationId" = i.id) AS "lastEmailSentAt"
         FROM event_invitations i JOIN users u ON u.id = i."invitedByUserId"
         WHERE i."eventId" = $1 AND i.status = 'pending' AND ($2::uuid IS NULL OR i.id = $2)
         ORDER BY i."invitedAt" DESC`,
      [caller.eventId, invitationId ?? null],
    );
    return rows.map(({ inviterId, inviterName, inviteToken, ...invitation }) => ({
      ...invitation,
      invitedBy: { id: inviterId, displayName: inviterName },
      ...(inviterId === caller.userId ? { inviteToken } : {}),
    }));
  }
}
