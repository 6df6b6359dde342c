import { Injectable } from '@nestjs/common';
import { affectedBy, type Db } from '../../../database/sql';

/**
 * The account's own rows (each table's "userId"), deleted with it. Rows it shares with others stay; what
 * each foreign key to users gets is listed in docs/decisions.md ("Operator console").
 */
export const OWN_ROWS = [
  'user_identities',
  'refresh_tokens',
  'auth_sessions',
  'push_subscriptions',
  'notifications',
  'email_preferences',
  'calendar_feeds',
  'billing_accounts',
  'mail_outbox',
  'uploads',
  'event_user_profiles',
  'flights',
  'rsvps',
  'rsvp_question_answers',
  'date_poll_answers',
  'announcement_recipients',
] as const;

/** Where the account is only named as who did something to others' data: unnamed, as the schema's SET NULL. */
export const NAMED_AS_ACTOR: readonly (readonly [table: string, column: string])[] = [
  ['announcements', 'authorId'],
  ['event_schedule', 'createdBy'],
  ['event_banners', 'uploadedBy'],
  ['event_date_changes', 'changedBy'],
  ['role_changes', 'changedByUserId'],
  ['role_changes', 'changedUserId'],
  ['member_departures', 'removedBy'],
  ['rsvps', 'recordedBy'],
  ['date_polls', 'createdBy'],
  ['date_poll_options', 'createdBy'],
  ['expense_changes', 'actorId'],
  ['payments', 'recordedBy'],
  ['notifications', 'actorId'],
  ['operator_audit_entries', 'operatorId'],
];

/** What deleting an account erases, in the deleting transaction; the stored files are the caller's. */
@Injectable()
export class AccountErasureRepository {
  /** Its votes (each photo's count follows), its photos in any event (their votes and comments with them). */
  async deletePhotosAndVotes(tx: Db, userId: string): Promise<void> {
    await affectedBy(tx, {
      text: `WITH removed AS (DELETE FROM photo_votes WHERE "userId" = $1 RETURNING "photoId")
             UPDATE photos SET votes = votes - gone.count
             FROM (SELECT "photoId", count(*)::int AS count FROM removed GROUP BY "photoId") gone
             WHERE photos.id = gone."photoId"`,
      values: [userId],
    });
    await affectedBy(tx, { text: 'DELETE FROM photos WHERE "uploadedBy" = $1', values: [userId] });
  }

  async deleteOwnRows(tx: Db, userId: string): Promise<void> {
    for (const table of OWN_ROWS) {
      await affectedBy(tx, { text: `DELETE FROM ${table} WHERE "userId" = $1`, values: [userId] });
    }
  }

  async unnameAsActor(tx: Db, userId: string): Promise<void> {
    for (const [table, column] of NAMED_AS_ACTOR) {
      await affectedBy(tx, { text: `UPDATE ${table} SET "${column}" = NULL WHERE "${column}" = $1`, values: [userId] });
    }
  }

  /** Nothing personal is left on the row, and it can never sign in: no subject, no address, disabled. */
  async scrub(tx: Db, userId: string, tombstone: { email: string; displayName: string }): Promise<void> {
    await affectedBy(tx, {
      text: `UPDATE users SET email = $2, "displayName" = $3, "googleSubject" = NULL, "photoURL" = NULL,
               "phoneNumber" = NULL, "venmoUsername" = NULL, bio = NULL, location = NULL, timezone = NULL,
               "dateOfBirth" = NULL, "instagramHandle" = NULL, "twitterHandle" = NULL, "linkedinUrl" = NULL,
               website = NULL, "emergencyContactName" = NULL, "emergencyContactPhone" = NULL,
               "dietaryRestrictions" = '{}', allergies = '{}', "profilePrivacy" = 'private',
               "subscriptionTier" = 'free', "subscriptionStatus" = 'free', "subscriptionExpiresAt" = NULL,
               "lastLoginAt" = NULL, "disabledAt" = COALESCE("disabledAt", now()), "deletedAt" = now(),
               "updatedAt" = CURRENT_TIMESTAMP
             WHERE id = $1`,
      values: [userId, tombstone.email, tombstone.displayName],
    });
  }
}
