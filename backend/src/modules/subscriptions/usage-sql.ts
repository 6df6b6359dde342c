/**
 * SQL fragments for the plan rules that more than one query needs, so each rule is written once.
 * Arguments are SQL expressions (a table alias or a $n parameter), never user input.
 */

/** The tier a user is on now: a paid plan past its expiry counts as free. */
export const effectiveTierNameSql = (user: string) =>
  `CASE WHEN ${user}."subscriptionExpiresAt" < now() THEN 'free' ELSE ${user}."subscriptionTier" END`;

/**
 * Invitations made today on all events of a creator: what the daily invitation limit counts. The rule
 * lives in the database function (migration PlanUsageFunctions), which also reads past a lock taken
 * earlier in the same statement.
 */
export const invitationsTodaySql = (creatorId: string) => `creator_invitations_today(${creatorId})`;

/** Places taken in an event: its members plus its pending invitations (a database function too). */
export const seatsTakenSql = (eventId: string) => `event_seats_taken(${eventId})`;
