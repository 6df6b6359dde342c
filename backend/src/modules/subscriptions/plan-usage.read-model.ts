import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, firstRow } from '../../database/sql';

/*
 * SQL fragments for the plan rules that more than one query needs, so each rule is written once.
 * Arguments are SQL expressions (a table alias or a $n parameter), never user input.
 */

/** The tier a user is on now: a paid plan past its expiry counts as free. */
export const effectiveTierNameSql = (user: string) =>
  `CASE WHEN ${user}."subscriptionExpiresAt" < now() THEN 'free' ELSE ${user}."subscriptionTier" END`;

/**
 * Invitation e-mails sent today (first sendings, re-sends, invitations made again) on all events of a
 * creator: what the daily invitation limit counts. The rule
 * lives in the database function (migration PlanUsageFunctions), which also reads past a lock taken
 * earlier in the same statement.
 */
export const invitationsTodaySql = (creatorId: string) => `creator_invitations_today(${creatorId})`;

/** Places taken in an event: its members plus its pending invitations (a database function too). */
export const seatsTakenSql = (eventId: string) => `event_seats_taken(${eventId})`;

/** Seconds before an invitation may be e-mailed again (0: now); see invitation-limits.ts. */
export const invitationEmailWaitSql = (invitationId: string, cooldownSeconds: string, perDay: string) =>
  `invitation_email_wait(${invitationId}, ${cooldownSeconds}, ${perDay})`;

/**
 * Bytes stored for the photos and banners of a creator's events: what the storage limit counts. Its
 * aliases are its own, so a caller's alias in `creatorId` (such as e."createdBy") is not shadowed.
 */
export const storageBytesSql = (creatorId: string) =>
  `((SELECT COALESCE(sum(stored_photo."sizeBytes"), 0)
      FROM photos stored_photo JOIN events photo_event ON photo_event.id = stored_photo."eventId"
      WHERE photo_event."createdBy" = ${creatorId} AND stored_photo.status <> 'failed')
  + (SELECT COALESCE(sum(stored_banner."sizeBytes"), 0)
      FROM event_banners stored_banner JOIN events banner_event ON banner_event.id = stored_banner."eventId"
      WHERE banner_event."createdBy" = ${creatorId} AND stored_banner.status <> 'failed'))`;

/**
 * The lock on a user's storage, held until the transaction ends: taken before adding a file to their
 * events or handing them an upload URL, so concurrent requests cannot pass the storage limit together.
 */
export const storageLockSql = (userId: string) => `pg_advisory_xact_lock(hashtextextended(${userId}::text, 1))`;

/** What a creator's plan card counts. */
export interface CreatorUsage {
  events: number;
  invitationsToday: number;
  storageBytes: number;
}

/** An event's photos and its creator's stored bytes, with the creator's plan limits on them. */
export interface EventPhotoUsage {
  planName: string;
  maxPhotosPerEvent: number | null;
  maxStorageMb: number | null;
  photos: number;
  storageBytes: number;
}

/** A user's plan limit on storage and the bytes their events store. */
export interface UserStorageUsage {
  planName: string;
  maxStorageMb: number | null;
  storageBytes: number;
}

/** The stored bytes come back as a bigint, which the driver answers as a string. */
type Summed<Usage> = Omit<Usage, 'storageBytes'> & { storageBytes: string };

/**
 * The counts the plan limits are checked against. They read across domains (events, invitations,
 * photos, banners), so they live here, named, rather than in any one domain's repository.
 */
@Injectable()
export class PlanUsageReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inside the caller's transaction when one is given, so a count and the write it allows go together. */
  async eventsCreatedBy(userId: string, db: Db = this.dataSource): Promise<number> {
    const row = await firstRow<{ events: number }>(db, {
      text: 'SELECT count(*)::int AS events FROM events WHERE "createdBy" = $1',
      values: [userId],
    });
    return row!.events;
  }

  async ofCreator(userId: string): Promise<CreatorUsage> {
    const usage = await firstRow<Summed<CreatorUsage>>(this.dataSource, {
      text: `SELECT
               (SELECT count(*)::int FROM events WHERE "createdBy" = $1) AS events,
               ${invitationsTodaySql('$1')} AS "invitationsToday",
               ${storageBytesSql('$1')}::bigint AS "storageBytes"`,
      values: [userId],
    });
    return { ...usage!, storageBytes: Number(usage!.storageBytes) };
  }

  /**
   * The event creator's plan limits on photos, read inside the transaction that adds a file: the
   * creator's lock is taken first, in its own statement, so the counts that follow (on a fresh snapshot)
   * include every photo committed before it and concurrent uploads cannot pass a limit together. The lock
   * is held until the transaction ends. Undefined when there is no such event.
   */
  async ofEventLocked(tx: Db, eventId: string): Promise<EventPhotoUsage | undefined> {
    await firstRow(tx, {
      text: `SELECT ${storageLockSql('"createdBy"')} FROM events WHERE id = $1`,
      values: [eventId],
    });
    const usage = await firstRow<Summed<EventPhotoUsage>>(tx, {
      text: `SELECT t."displayName" AS "planName", t."maxPhotosPerEvent", t."maxStorageMb",
                    (SELECT count(*)::int FROM photos WHERE "eventId" = e.id AND status <> 'failed') AS photos,
                    ${storageBytesSql('e."createdBy"')}::bigint AS "storageBytes"
             FROM events e JOIN users creator ON creator.id = e."createdBy"
             JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('creator')}
             WHERE e.id = $1`,
      values: [eventId],
    });
    return usage && { ...usage, storageBytes: Number(usage.storageBytes) };
  }

  /**
   * A user's plan limit on storage, read inside the transaction that hands them an upload URL: the
   * user's storage lock (the one ofEventLocked takes for a creator) is taken first, in its own statement,
   * so what follows is read on a fresh snapshot. Undefined when there is no such user.
   */
  async ofUserLocked(tx: Db, userId: string): Promise<UserStorageUsage | undefined> {
    await firstRow(tx, { text: `SELECT ${storageLockSql('$1::uuid')}`, values: [userId] });
    const usage = await firstRow<Summed<UserStorageUsage>>(tx, {
      text: `SELECT t."displayName" AS "planName", t."maxStorageMb", ${storageBytesSql('u.id')}::bigint AS "storageBytes"
             FROM users u JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('u')}
             WHERE u.id = $1`,
      values: [userId],
    });
    return usage && { ...usage, storageBytes: Number(usage.storageBytes) };
  }
}
