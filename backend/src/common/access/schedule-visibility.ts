/**
 * Who sees a schedule item, written once for every read that shows one (the schedule, the access guard,
 * calendar files and feeds, the activity feed, reminders and digests): an item for everyone is seen by
 * every member; a private one only by the admins and the members of the parties invited to it. The
 * others must not learn it exists, so reads filter with this SQL and routes answer 404.
 */

/** The SQL, at a read, of what decides who sees an item. */
interface AudienceSql {
  eventId: string;
  audience: string;
  /** True when the party with this id (SQL) is invited. */
  invites: (partyId: string) => string;
}

const visibleTo = ({ eventId, audience, invites }: AudienceSql, userId: string): string =>
  `(${audience} = 'everyone' OR EXISTS (
     SELECT 1 FROM event_members viewer
     WHERE viewer."eventId" = ${eventId} AND viewer."userId" = ${userId}
       AND (viewer.role IN ('admin', 'creator') OR ${invites('viewer."partyId"')})))`;

/**
 * SQL true when the user (an SQL expression, e.g. a parameter or a column) may see the event_schedule
 * row of this alias, as it now stands.
 */
export const scheduleItemVisibleTo = (item: string, userId: string): string =>
  visibleTo(
    {
      eventId: `${item}."eventId"`,
      audience: `${item}.audience`,
      invites: (partyId) => `EXISTS (SELECT 1 FROM schedule_item_parties invited
                                      WHERE invited."scheduleItemId" = ${item}.id AND invited."partyId" = ${partyId})`,
    },
    userId,
  );

/**
 * SQL true when the user may see a schedule_changes row of this alias: the item's audience as it was
 * changed, since a cancelled item's row (and its parties) is gone by the time the digest is written.
 */
export const scheduleChangeVisibleTo = (change: string, userId: string): string =>
  visibleTo(
    {
      eventId: `${change}."eventId"`,
      audience: `${change}.audience`,
      invites: (partyId) => `${partyId} = ANY(${change}."partyIds")`,
    },
    userId,
  );

/**
 * SQL true when the party (an SQL expression) is asked to the event_schedule row of this alias: the item
 * is for everyone, or the party is invited. Only such parties' answers count: an answer given before the
 * item became private stays stored, and counts again if the party is invited back.
 */
export const partyAskedTo = (item: string, partyId: string): string =>
  `(${item}.audience = 'everyone' OR EXISTS (SELECT 1 FROM schedule_item_parties asked
                                           WHERE asked."scheduleItemId" = ${item}.id AND asked."partyId" = ${partyId}))`;
