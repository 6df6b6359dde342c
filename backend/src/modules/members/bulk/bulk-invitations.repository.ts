import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, firstRow, rowsOf } from '../../../database/sql';
import {
  effectiveTierNameSql,
  invitationEmailWaitSql,
  invitationsTodaySql,
  seatsTakenSql,
} from '../../subscriptions/plan-usage.read-model';
import { INVITATION_EMAIL_COOLDOWN_SECONDS, INVITATION_EMAILS_PER_DAY } from '../invitation-limits';
import type { InvitingLimits, KnownAddress } from './bulk-invite.rules';

/** An invitation of a bulk send, an attendee's with no guests named yet. */
export interface BulkInvitation {
  email: string;
  name: string | null;
  guestLimit: number;
  inviteToken: string;
}

/** What the event knows of the list: its creator's limits and the addresses it has seen. */
export interface BulkContext {
  limits: InvitingLimits;
  known: Map<string, KnownAddress>;
}

/**
 * The reads a bulk invite is judged on and its one write. Sending takes the creator's lock, the one a
 * single invitation takes (InvitationsRepository.invite), so bulk and single invitations of any of the
 * creator's events pass the plan's limits one at a time.
 */
@Injectable()
export class BulkInvitationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For a preview: read now, unlocked. Undefined when there is no such event. */
  context(eventId: string, emails: string[]): Promise<BulkContext | undefined> {
    return contextOf(this.dataSource, eventId, emails);
  }

  /**
   * In one transaction: takes the creator's lock, reads the context on a fresh snapshot, lets `decide`
   * pick the invitations (it throws to refuse, and nothing is written), then writes them and their
   * e-mails' outbox rows. Answers what `decide` answered and the outbox rows to queue after the commit;
   * undefined when there is no such event.
   */
  async sendLocked<Decision>(
    eventId: string,
    invitedByUserId: string,
    emails: string[],
    decide: (context: BulkContext) => { decision: Decision; invitations: BulkInvitation[] },
  ): Promise<{ decision: Decision; outboxIds: string[] } | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const locked = await firstRow(tx, {
        text: `SELECT pg_advisory_xact_lock(hashtextextended("createdBy"::text, 0)) FROM events WHERE id = $1`,
        values: [eventId],
      });
      if (!locked) return undefined;
      // Read committed: each statement from here sees every invitation committed before the lock.
      const context = await contextOf(tx, eventId, emails);
      if (!context) return undefined;
      const { decision, invitations } = decide(context);
      if (invitations.length === 0) return { decision, outboxIds: [] };
      const outbox = await rowsOf<{ id: string }>(tx, {
        // An accepted or revoked invitation of the address is made again with the new token, as one is
        // when invited singly; `decide` has left out pending ones and those e-mailed too recently.
        text: `WITH invitation AS (
                 INSERT INTO event_invitations
                   ("eventId", "invitedByUserId", email, role, status, "inviteToken", name, "guestLimit", guests)
                 SELECT $1, $2, listed.email, 'attendee', 'pending', listed."inviteToken", listed.name,
                        listed."guestLimit", '[]'::jsonb
                 FROM jsonb_to_recordset($3::jsonb)
                   AS listed(email text, name text, "guestLimit" int, "inviteToken" text)
                 ON CONFLICT ("eventId", email) DO UPDATE
                   SET "invitedByUserId" = EXCLUDED."invitedByUserId", role = EXCLUDED.role, status = 'pending',
                       "inviteToken" = EXCLUDED."inviteToken", "invitedAt" = now(), "respondedAt" = NULL,
                       name = EXCLUDED.name, "guestLimit" = EXCLUDED."guestLimit", guests = EXCLUDED.guests
                   WHERE event_invitations.status <> 'pending'
                 RETURNING id)
               INSERT INTO mail_outbox ("invitationId") SELECT id FROM invitation RETURNING id`,
        values: [eventId, invitedByUserId, JSON.stringify(invitations)],
      });
      if (outbox.length !== invitations.length) {
        throw new Error(`Bulk invite wrote ${outbox.length} of ${invitations.length} invitations`);
      }
      return { decision, outboxIds: outbox.map(({ id }) => id) };
    });
  }
}

async function contextOf(db: Db, eventId: string, emails: string[]): Promise<BulkContext | undefined> {
  const limits = await firstRow<InvitingLimits>(db, {
    text: `SELECT t."displayName" AS "planName", t."maxInvitationsPerDay", t."maxAttendeesPerEvent",
                  ${invitationsTodaySql('e."createdBy"')} AS "sentToday", ${seatsTakenSql('e.id')} AS seats
           FROM events e
           JOIN users creator ON creator.id = e."createdBy"
           JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('creator')}
           WHERE e.id = $1`,
    values: [eventId],
  });
  if (!limits) return undefined;
  const known = await rowsOf<KnownAddress>(db, {
    text: `SELECT listed.email,
                  EXISTS (SELECT 1 FROM event_members m JOIN users u ON u.id = m."userId"
                          WHERE m."eventId" = $1 AND u.email = listed.email) AS member,
                  i.status AS "invitationStatus",
                  CASE WHEN i.id IS NULL THEN 0 ELSE ${invitationEmailWaitSql('i.id', '$3', '$4')} END AS "waitSeconds"
           FROM unnest($2::text[]) AS listed(email)
           LEFT JOIN event_invitations i ON i."eventId" = $1 AND i.email = listed.email`,
    values: [eventId, emails, INVITATION_EMAIL_COOLDOWN_SECONDS, INVITATION_EMAILS_PER_DAY],
  });
  return { limits, known: new Map(known.map((address) => [address.email, address])) };
}
