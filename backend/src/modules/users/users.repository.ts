import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, changedRows, firstRow, rowsOf } from '../../database/sql';
import type { User } from './user.entity';

/** A new account's fields, from the identity provider and the plan it starts on. */
export interface NewAccount {
  googleSubject: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  subscriptionTier: string;
  subscriptionStatus: string;
}

/** What a user edits of their core profile; a PUT writes all of it. */
export type CoreProfile = Pick<
  User,
  | 'displayName'
  | 'bio'
  | 'location'
  | 'timezone'
  | 'phoneNumber'
  | 'venmoUsername'
  | 'instagramHandle'
  | 'twitterHandle'
  | 'linkedinUrl'
  | 'website'
  | 'emergencyContactName'
  | 'emergencyContactPhone'
  | 'dietaryRestrictions'
  | 'allergies'
  | 'profilePrivacy'
>;

/** What an operator's change of plan replaced. */
export interface TierChanged {
  userId: string;
  previousTier: string;
}

/** Every column; the date of birth as 'YYYY-MM-DD' text, as the API has always shown it (pg would make it a Date). */
const USER_COLUMNS = `id, "googleSubject", email, "displayName", "photoURL", "phoneNumber", "venmoUsername", bio, location,
  timezone, "dateOfBirth"::text AS "dateOfBirth", "instagramHandle", "twitterHandle", "linkedinUrl", website,
  "emergencyContactName", "emergencyContactPhone", "dietaryRestrictions", allergies, "profilePrivacy",
  "subscriptionStatus", "subscriptionTier", "subscriptionExpiresAt", "lastLoginAt", "disabledAt", "deletedAt",
  "createdAt", "updatedAt"`;

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The account keyed by the provider's subject, created on first sign-in. A changed e-mail at the
   * provider is followed; the photo only fills an empty one; the plan is only a new account's.
   */
  async upsertBySubject(account: NewAccount): Promise<User> {
    // An account another OpenID provider created with this verified e-mail is the same person's: linked.
    const [linked] = await changedRows<User>(this.dataSource, {
      text: `UPDATE users SET "googleSubject" = $1, "photoURL" = COALESCE("photoURL", $3), "lastLoginAt" = now()
             WHERE email = $2 AND "googleSubject" IS NULL
               AND NOT EXISTS (SELECT 1 FROM users WHERE "googleSubject" = $1)
             RETURNING ${USER_COLUMNS}`,
      values: [account.googleSubject, account.email, account.photoURL],
    });
    if (linked) return linked;
    const user = await firstRow<User>(this.dataSource, {
      text: `INSERT INTO users ("googleSubject", email, "displayName", "photoURL", "subscriptionTier", "subscriptionStatus", "lastLoginAt")
             VALUES ($1, $2, $3, $4, $5, $6, now())
             ON CONFLICT ("googleSubject") DO UPDATE
               SET email = EXCLUDED.email, "photoURL" = COALESCE(users."photoURL", EXCLUDED."photoURL"), "lastLoginAt" = now()
             RETURNING ${USER_COLUMNS}`,
      values: [
        account.googleSubject,
        account.email,
        account.displayName,
        account.photoURL,
        account.subscriptionTier,
        account.subscriptionStatus,
      ],
    });
    return user!;
  }

  /**
   * The account of an identity at another OpenID provider, keyed by (issuer, subject). A first sign-in is
   * linked to the account with the same verified e-mail, or creates one (without a Google subject).
   */
  upsertByIdentity(identity: { issuer: string; subject: string }, account: Omit<NewAccount, 'googleSubject'>) {
    return this.dataSource.transaction(async (tx): Promise<User> => {
      const known = await firstRow<{ userId: string }>(tx, {
        text: 'SELECT "userId" FROM user_identities WHERE issuer = $1 AND subject = $2',
        values: [identity.issuer, identity.subject],
      });
      let userId = known?.userId;
      if (!userId) {
        const created = await firstRow<{ id: string }>(tx, {
          text: `INSERT INTO users ("googleSubject", email, "displayName", "photoURL", "subscriptionTier", "subscriptionStatus")
                 VALUES (NULL, $1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
          values: [
            account.email,
            account.displayName,
            account.photoURL,
            account.subscriptionTier,
            account.subscriptionStatus,
          ],
        });
        const existing = await firstRow<{ id: string }>(tx, {
          text: 'SELECT id FROM users WHERE email = $1',
          values: [account.email],
        });
        userId = created?.id ?? existing!.id;
        await affectedBy(tx, {
          text: `INSERT INTO user_identities ("userId", issuer, subject) VALUES ($1, $2, $3)
                 ON CONFLICT (issuer, subject) DO NOTHING`,
          values: [userId, identity.issuer, identity.subject],
        });
      }
      // A changed e-mail at the provider is followed unless another account has it.
      const [user] = await changedRows<User>(tx, {
        text: `UPDATE users SET "lastLoginAt" = now(), "photoURL" = COALESCE("photoURL", $3),
                 email = CASE WHEN EXISTS (SELECT 1 FROM users other WHERE other.email = $2 AND other.id <> $1)
                              THEN email ELSE $2 END
               WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        values: [userId, account.email, account.photoURL],
      });
      return user!;
    });
  }

  /** A deleted account's tombstone is no one's profile: not found. */
  findById(id: string): Promise<User | undefined> {
    return firstRow(this.dataSource, {
      text: `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND "deletedAt" IS NULL`,
      values: [id],
    });
  }

  async recordLogin(id: string): Promise<void> {
    await affectedBy(this.dataSource, {
      text: 'UPDATE users SET "lastLoginAt" = now(), "updatedAt" = CURRENT_TIMESTAMP WHERE id = $1',
      values: [id],
    });
  }

  async replaceCoreProfile(id: string, profile: CoreProfile): Promise<void> {
    await affectedBy(this.dataSource, {
      text: `UPDATE users SET "displayName" = $2, bio = $3, location = $4, timezone = $5, "phoneNumber" = $6,
               "venmoUsername" = $7, "instagramHandle" = $8, "twitterHandle" = $9, "linkedinUrl" = $10, website = $11,
               "emergencyContactName" = $12, "emergencyContactPhone" = $13, "dietaryRestrictions" = $14,
               allergies = $15, "profilePrivacy" = $16, "updatedAt" = CURRENT_TIMESTAMP
             WHERE id = $1`,
      values: [
        id,
        profile.displayName,
        profile.bio,
        profile.location,
        profile.timezone,
        profile.phoneNumber,
        profile.venmoUsername,
        profile.instagramHandle,
        profile.twitterHandle,
        profile.linkedinUrl,
        profile.website,
        profile.emergencyContactName,
        profile.emergencyContactPhone,
        profile.dietaryRestrictions,
        profile.allergies,
        profile.profilePrivacy,
      ],
    });
  }

  /** Whether the two users are members of one event: what the profile visibility rules ask. */
  async shareAnEvent(userId: string, otherUserId: string): Promise<boolean> {
    const shared = await rowsOf(this.dataSource, {
      text: `SELECT 1 FROM event_members mine JOIN event_members theirs ON theirs."eventId" = mine."eventId"
             WHERE mine."userId" = $1 AND theirs."userId" = $2 LIMIT 1`,
      values: [userId, otherUserId],
    });
    return shared.length > 0;
  }

  /**
   * Puts the user with this e-mail on a plan with the given status, under a lock of their row; undefined
   * when nobody has the e-mail.
   */
  setSubscriptionTier(email: string, tier: string, status: string): Promise<TierChanged | undefined> {
    return this.dataSource.transaction(async (tx) => {
      const user = await firstRow<{ id: string; subscriptionTier: string }>(tx, {
        text: 'SELECT id, "subscriptionTier" FROM users WHERE email = $1 FOR UPDATE',
        values: [email],
      });
      if (!user) return undefined;
      // A past expiry date would make the effective tier free again, defeating the operator's change.
      await affectedBy(tx, {
        text: `UPDATE users SET "subscriptionTier" = $2, "subscriptionStatus" = $3, "subscriptionExpiresAt" = NULL,
                 "updatedAt" = CURRENT_TIMESTAMP
               WHERE id = $1`,
        values: [user.id, tier, status],
      });
      return { userId: user.id, previousTier: user.subscriptionTier };
    });
  }
}
