import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, firstRow, rowsOf, type Statement } from '../../database/sql';
import {
  effectiveTierNameSql,
  invitationEmailWaitSql,
  invitationsTodaySql,
  seatsTakenSql,
} from '../subscriptions/plan-usage.read-model';
import type { FaqEntry, ThemeColors } from '../events/event.entity';
import type { InvitedGuest, InvitationRole } from './event-invitation.entity';
import { INVITATION_EMAIL_COOLDOWN_SECONDS, INVITATION_EMAILS_PER_DAY } from './invitation-limits';

export interface NewInvitation {
  eventId: string;
  invitedByUserId: string;
  email: string;
  role: InvitationRole;
  inviteToken: string;
  name: string | null;
  guestLimit: number;
  guests: InvitedGuest[];
}

/** What inviting found out: the event's context and, when a row was written, the invitation and its e-mail. */
export interface InviteOutcome {
  createdBy: string;
  inviterName: string;
  planName: string;
  maxAttendeesPerEvent: number | null;
  maxInvitationsPerDay: number | null;
  alreadyMember: boolean;
  /** Null when the e-mail is already a member's: nothing else was looked at. */
  seats: number | null;
  sentToday: number | null;
  /** Seconds before the same e-mail may be invited again (0 when no earlier invitation of it waits). */
  waitSeconds: number | null;
  existingStatus: string | null;
  id: string | null;
  invitedAt: Date | null;
  inviteToken: string | null;
  outboxId: string | null;
}

/** What an admin changes on a pending invitation; undefined leaves a field as it is. */
export interface InvitationPartyChange {
  name?: string | null;
  guestLimit?: number;
  guests?: InvitedGuest[];
}

/** What re-sending found out: the creator's plan, the wait, and the queued e-mail if there is one. */
export interface ResendOutcome {
  planName: string;
  maxInvitationsPerDay: number | null;
  waitSeconds: number;
  outboxId: string | null;
}

/** An invitation's event as its invitee may see it: what the event says about itself, and who hosts it. */
export interface InvitationPreview {
  email: string;
  role: InvitationRole;
  eventName: string;
  eventDescription: string | null;
  eventStartDate: Date | null;
  eventEndDate: Date | null;
  eventLocation: string | null;
  eventTimeZone: string;
  eventDressCode: string | null;
  eventRegistryUrl: string | null;
  eventFaq: FaqEntry[];
  eventLogo: string | null;
  /** Only the colours an admin chose. */
  themeColors: ThemeColors;
  /** The creator's display name. */
  hostName: string;
}

/** An invitation of any status found by its token, and whether the caller is a member of its event. */
export interface InvitationByToken extends InvitationPreview {
  status: string;
  eventId: string;
  callerIsMember: boolean;
}

export interface PendingInvitationRow {
  id: string;
  email: string;
  name: string | null;
  role: InvitationRole;
  guestLimit: number;
  guests: InvitedGuest[];
  status: string;
  invitedAt: Date;
  inviteToken: string;
  inviterId: string;
  inviterName: string;
  lastEmailSentAt: Date | null;
}

/** The e-mail an invitation was sent to and the e-mail of the account accepting it. */
export interface AcceptingInvitation {
  email: string;
  accountEmail: string;
}

export interface JoinedEvent {
  id: string;
  name: string;
}

/** The event's pending invitations, newest first, each with its inviter and its last e-mail's time. */
const pendingInvitationsOfEvent = (eventId: string, invitationId?: string): Statement => ({
  text: `SELECT i.id, i.email, i.name, i.role, i."guestLimit", i.guests, i.status, i."invitedAt", i."inviteToken", u.id AS "inviterId",
                u."displayName" AS "inviterName",
                (SELECT max(o."sentAt") FROM mail_outbox o WHERE o."invitationId" = i.id) AS "lastEmailSentAt"
         FROM event_invitations i JOIN users u ON u.id = i."invitedByUserId"
         WHERE i."eventId" = $1 AND i.status = 'pending' AND ($2::uuid IS NULL OR i.id = $2)
         ORDER BY i."invitedAt" DESC`,
  values: [eventId, invitationId ?? null],
});

@Injectable()
export class InvitationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Writes the invitation and its e-mail's outbox row together, unless the e-mail is a member's already,
   * a limit of the creator's plan (the new invitation included) is reached, or an invitation of the
   * e-mail is pending or was e-mailed too recently; an accepted or revoked one is reused with the new
   * token. Undefined when there is no such event.
   */
  async invite(invitation: NewInvitation): Promise<InviteOutcome | undefined> {
    // One statement, so one round trip: the creator's lock is held from the moment it is granted to the
    // commit, inside PostgreSQL. The usage functions read on fresh snapshots, after the lock, so they
    // see every invitation committed before it and concurrent invitations cannot pass a limit together.
    return firstRow<InviteOutcome>(this.dataSource, {
      text: `WITH context AS MATERIALIZED (
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
               INSERT INTO event_invitations
                 ("eventId", "invitedByUserId", email, role, status, "inviteToken", name, "guestLimit", guests)
               SELECT $1, $2, $3, $4, 'pending', $5, $8, $9, $10::jsonb FROM usage
               WHERE (usage."maxAttendeesPerEvent" IS NULL OR usage.seats < usage."maxAttendeesPerEvent")
                 AND (usage."maxInvitationsPerDay" IS NULL OR usage."sentToday" < usage."maxInvitationsPerDay")
               ON CONFLICT ("eventId", email) DO UPDATE
                 SET "invitedByUserId" = EXCLUDED."invitedByUserId", role = EXCLUDED.role, status = 'pending',
                     "inviteToken" = EXCLUDED."inviteToken", "invitedAt" = now(), "respondedAt" = NULL,
                     name = EXCLUDED.name, "guestLimit" = EXCLUDED."guestLimit", guests = EXCLUDED.guests
                 WHERE event_invitations.status <> 'pending'
                   AND ${invitationEmailWaitSql('event_invitations.id', '$6', '$7')} = 0
               RETURNING id, "invitedAt", "inviteToken"),
             outbox AS (INSERT INTO mail_outbox ("invitationId") SELECT id FROM invitation RETURNING id)
             SELECT context.*, usage.seats, usage."sentToday", usage."existingStatus", usage."waitSeconds",
                    invitation.*, outbox.id AS "outboxId"
             FROM context LEFT JOIN usage ON true LEFT JOIN invitation ON true LEFT JOIN outbox ON true`,
      values: [
        invitation.eventId,
        invitation.invitedByUserId,
        invitation.email,
        invitation.role,
        invitation.inviteToken,
        INVITATION_EMAIL_COOLDOWN_SECONDS,
        INVITATION_EMAILS_PER_DAY,
        invitation.name,
        invitation.guestLimit,
        JSON.stringify(invitation.guests),
      ],
    });
  }

  /**
   * Queues one more e-mail of a pending invitation unless the creator's daily limit or the invitation's
   * own limits forbid it. Checked and written in one statement under the creator's lock, as invitations
   * are. Undefined when the event has no such pending invitation.
   */
  resend(eventId: string, invitationId: string): Promise<ResendOutcome | undefined> {
    return firstRow<ResendOutcome>(this.dataSource, {
      text: `WITH target AS MATERIALIZED (
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
      values: [invitationId, eventId, INVITATION_EMAIL_COOLDOWN_SECONDS, INVITATION_EMAILS_PER_DAY],
    });
  }

  /** Revokes a pending invitation of the event; false when there is none. */
  async revokePending(eventId: string, invitationId: string): Promise<boolean> {
    const revoked = await affectedBy(this.dataSource, {
      text: `UPDATE event_invitations SET status = 'revoked', "respondedAt" = now()
             WHERE id = $1 AND "eventId" = $2 AND status = 'pending'`,
      values: [invitationId, eventId],
    });
    return revoked > 0;
  }

  /**
   * The invitation with this token, whatever its status, with its event's public face and its host; and
   * whether `callerId` (null when signed out) is a member of that event.
   */
  findByToken(token: string, callerId: string | null): Promise<InvitationByToken | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT i.status, i.email, i.role, e.id AS "eventId", e.name AS "eventName",
                    e.description AS "eventDescription", e."startDate" AS "eventStartDate",
                    e."endDate" AS "eventEndDate", e.location AS "eventLocation", e."timeZone" AS "eventTimeZone",
                    e."dressCode" AS "eventDressCode", e."registryUrl" AS "eventRegistryUrl", e.faq AS "eventFaq",
                    e."customLogo" AS "eventLogo",
                    e."themeColors", host."displayName" AS "hostName",
                    EXISTS (SELECT 1 FROM event_members m WHERE m."eventId" = e.id AND m."userId" = $2::uuid)
                      AS "callerIsMember"
             FROM event_invitations i
             JOIN events e ON e.id = i."eventId"
             JOIN users host ON host.id = e."createdBy"
             WHERE i."inviteToken" = $1`,
      values: [token, callerId],
    });
  }

  /**
   * Accepts a pending invitation for a user. The invitation row is locked while `check` compares its
   * e-mail with the account's (it throws to refuse), so of any number of simultaneous accepts exactly one
   * creates the membership. The event joined; undefined when no pending invitation has the token.
   */
  async acceptLocked(
    token: string,
    userId: string,
    check: (invitation: AcceptingInvitation) => void,
  ): Promise<JoinedEvent | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const invitation = await firstRow<{
        id: string;
        eventId: string;
        email: string;
        role: InvitationRole;
        guestLimit: number;
        guests: InvitedGuest[];
      }>(tx, {
        text: `SELECT id, "eventId", email, role, "guestLimit", guests FROM event_invitations
               WHERE "inviteToken" = $1 AND status = 'pending' FOR UPDATE`,
        values: [token],
      });
      if (!invitation) return undefined;
      const account = await firstRow<{ email: string }>(tx, {
        text: 'SELECT email FROM users WHERE id = $1',
        values: [userId],
      });
      if (!account) throw new Error(`No user ${userId}`);
      check({ email: invitation.email, accountEmail: account.email });
      await rowsOf(tx, {
        // The invitee's party, with the guests named when inviting; one already a member keeps theirs.
        text: `WITH party AS (
                 INSERT INTO parties ("eventId", "guestLimit")
                 SELECT $1, $4 WHERE NOT EXISTS (SELECT 1 FROM event_members WHERE "eventId" = $1 AND "userId" = $2)
                 RETURNING id
               ), member AS (
                 INSERT INTO event_members ("eventId", "userId", role, "partyId") SELECT $1, $2, $3, id FROM party
                 ON CONFLICT ("eventId", "userId") DO NOTHING
                 RETURNING "partyId"
               )
               INSERT INTO party_guests ("partyId", "eventId", name, "ageGroup")
               SELECT member."partyId", $1, guest.name, guest."ageGroup"
               FROM member, jsonb_to_recordset($5::jsonb) AS guest(name text, "ageGroup" text)`,
        values: [invitation.eventId, userId, invitation.role, invitation.guestLimit, JSON.stringify(invitation.guests)],
      });
      await affectedBy(tx, {
        text: `UPDATE event_invitations SET status = 'accepted', "respondedAt" = now() WHERE id = $1`,
        values: [invitation.id],
      });
      const event = await firstRow<JoinedEvent>(tx, {
        text: 'SELECT id, name FROM events WHERE id = $1',
        values: [invitation.eventId],
      });
      return event!;
    });
  }

  /**
   * Changes a pending invitation's name or party. The row is locked while `check` judges the party it
   * would have (it throws to refuse), so two edits cannot together name more guests than the limit.
   * False when the event has no such pending invitation.
   */
  async updatePartyLocked(
    eventId: string,
    invitationId: string,
    change: InvitationPartyChange,
    check: (party: { guestLimit: number; guests: InvitedGuest[] }) => void,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const current = await firstRow<{ guestLimit: number; guests: InvitedGuest[] }>(tx, {
        text: `SELECT "guestLimit", guests FROM event_invitations
               WHERE id = $1 AND "eventId" = $2 AND status = 'pending' FOR UPDATE`,
        values: [invitationId, eventId],
      });
      if (!current) return false;
      check({ guestLimit: change.guestLimit ?? current.guestLimit, guests: change.guests ?? current.guests });
      await affectedBy(tx, {
        text: `UPDATE event_invitations
               SET name = CASE WHEN $2 THEN $3 ELSE name END, "guestLimit" = COALESCE($4, "guestLimit"),
                   guests = COALESCE($5::jsonb, guests)
               WHERE id = $1`,
        values: [
          invitationId,
          change.name !== undefined,
          change.name ?? null,
          change.guestLimit ?? null,
          change.guests ? JSON.stringify(change.guests) : null,
        ],
      });
      return true;
    });
  }

  listPending(eventId: string): Promise<PendingInvitationRow[]> {
    return rowsOf(this.dataSource, pendingInvitationsOfEvent(eventId));
  }

  findPending(eventId: string, invitationId: string): Promise<PendingInvitationRow | undefined> {
    return firstRow(this.dataSource, pendingInvitationsOfEvent(eventId, invitationId));
  }
}
