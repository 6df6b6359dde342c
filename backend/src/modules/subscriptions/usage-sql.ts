/**
 * SQL fragments for the plan rules that more than one query needs, so each rule is written once.
 * Arguments are SQL expressions (a table alias or a $n parameter), never user input.
 */

/** The tier a user is on now: a paid plan past its expiry counts as free. */
export const effectiveTierNameSql = (user: string) =>
  `CASE WHEN ${user}."subscriptionExpiresAt" < now() THEN 'free' ELSE ${user}."subscriptionTier" END`;

/** Invitations made today on all events of a creator: what the daily invitation limit counts. */
export const invitationsTodaySql = (creatorId: string) =>
  `(SELECT count(*)::int FROM event_invitations i JOIN events e ON e.id = i."eventId"
    WHERE e."createdBy" = ${creatorId} AND i."invitedAt" >= date_trunc('day', now()))`;

/** Places taken in an event: its members plus its pending invitations. */
export const seatsTakenSql = (eventId: string) =>
  `((SELECT count(*)::int FROM event_members WHERE "eventId" = ${eventId})
    + (SELECT count(*)::int FROM event_invitations WHERE "eventId" = ${eventId} AND status = 'pending'))`;
