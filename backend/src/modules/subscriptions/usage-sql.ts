/**
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

/** Bytes stored for the photos and banners of a creator's events: what the storage limit counts. */
export const storageBytesSql = (creatorId: string) =>
  `((SELECT COALESCE(sum(p."sizeBytes"), 0) FROM photos p JOIN events e ON e.id = p."eventId"
      WHERE e."createdBy" = ${creatorId} AND p.status <> 'failed')
  + (SELECT COALESCE(sum(b."sizeBytes"), 0) FROM event_banners b JOIN events e ON e.id = b."eventId"
      WHERE e."createdBy" = ${creatorId} AND b.status <> 'failed'))`;
