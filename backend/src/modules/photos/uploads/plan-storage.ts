import { ForbiddenException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { effectiveTierNameSql, storageBytesSql } from '../../subscriptions/usage-sql';

const MB = 1024 * 1024;

interface PlanUsage {
  planName: string;
  maxPhotosPerEvent: number | null;
  maxStorageMb: number | null;
  photos: number;
  storageBytes: string;
}

/**
 * The event creator's plan limits on photos, checked inside the transaction that adds a file: the
 * creator's lock is taken first, in its own statement, so the counts that follow (on a fresh snapshot)
 * include every photo committed before it and concurrent uploads cannot pass a limit together.
 */
export async function assertRoomFor(
  manager: EntityManager,
  eventId: string,
  bytes: number,
  kind: 'photo' | 'banner',
): Promise<void> {
  await manager.query(
    `SELECT pg_advisory_xact_lock(hashtextextended("createdBy"::text, 1)) FROM events WHERE id = $1`,
    [eventId],
  );
  const [usage] = (await manager.query(
    `SELECT t."displayName" AS "planName", t."maxPhotosPerEvent", t."maxStorageMb",
            (SELECT count(*)::int FROM photos WHERE "eventId" = e.id AND status <> 'failed') AS photos,
            ${storageBytesSql('e."createdBy"')}::bigint AS "storageBytes"
     FROM events e JOIN users creator ON creator.id = e."createdBy"
     JOIN subscription_tiers t ON t."tierName" = ${effectiveTierNameSql('creator')}
     WHERE e.id = $1`,
    [eventId],
  )) as PlanUsage[];
  if (!usage) return;
  const { planName, maxPhotosPerEvent, maxStorageMb } = usage;
  if (kind === 'photo' && maxPhotosPerEvent !== null && usage.photos >= maxPhotosPerEvent) {
    throw new ForbiddenException(
      `Photo limit reached: the ${planName} plan allows ${maxPhotosPerEvent} photos per event.`,
    );
  }
  if (maxStorageMb !== null && Number(usage.storageBytes) + bytes > maxStorageMb * MB) {
    throw new ForbiddenException(
      `Storage limit reached: the ${planName} plan allows ${maxStorageMb} MB of photos and banners.`,
    );
  }
}
