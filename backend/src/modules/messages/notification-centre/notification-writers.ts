import { type NotificationRow, notificationTextSql } from './notification-rows';

/*
 * The bell's entries that other domains write in their own transactions or statements: the worker's
 * dates and schedule sweeps, a schedule item's cancellation and a seat taken in a carpool. Their texts and
 * links live here, with the notification centre that shows them.
 */

export const eventLink = (eventId: string) => `/events/${eventId}`;
export const scheduleItemLink = (eventId: string, itemId: string) => `/events/${eventId}?item=${itemId}`;
export const carpoolLink = (eventId: string, carpoolId: string) =>
  `/events/${eventId}/travel?tab=carpools&carpool=${carpoolId}`;

const COLUMNS = `("userId", "eventId", kind, "actorId", "subjectId", text, link, "dedupeKey")`;

/**
 * An INSERT, for a CTE of the statement that marks events told of their dates, of a `dates_set` entry for
 * every member of each event in `told` (a relation with id, "startDate", "endDate", "datesChangedAt",
 * "timeZone" and first: whether these are its first dates). Every member is told, whatever their e-mail
 * choices. The dates read as the dates e-mail's subject: 'Dates set: Thu, Jun 12, 2031 – Sat, Jun 14, 2031'.
 */
export function datesSetNotificationsSql(told: string): string {
  const day = (column: string) => `to_char(${told}.${column} AT TIME ZONE ${told}."timeZone", 'Dy, Mon FMDD, YYYY')`;
  const text = `CASE WHEN ${told}.first THEN 'Dates set: ' ELSE 'New dates: ' END || ${day('"startDate"')}
                || CASE WHEN ${told}."endDate" IS NULL OR ${day('"endDate"')} = ${day('"startDate"')} THEN ''
                        ELSE ' – ' || ${day('"endDate"')} END`;
  return `INSERT INTO notifications ${COLUMNS}
          SELECT m."userId", ${told}.id, 'dates_set', NULL, ${told}.id, ${notificationTextSql(text)},
                 '/events/' || ${told}.id,
                 concat_ws(':', 'dates', ${told}.id, extract(epoch FROM ${told}."datesChangedAt"), m."userId")
          FROM ${told} JOIN event_members m ON m."eventId" = ${told}.id
          ON CONFLICT ("dedupeKey") DO NOTHING`;
}

/**
 * An INSERT, for a CTE of the statement that deletes a schedule item, of an `item_changed` entry for each
 * member going to it who may see it, but the one cancelling it: the answers go with the item, so they are
 * read in the same statement, which still sees them. `item` is the deleted row (id, "eventId", title),
 * `change` the cancellation's schedule_changes row (id), `actor` the SQL of who cancels it, `visible` the
 * SQL condition that the item's reader `r."userId"` may see it.
 */
export function itemCancelledNotificationsSql(item: string, change: string, actor: string, visible: string): string {
  const text = `CASE WHEN who."displayName" IS NULL THEN ${item}.title || ' was cancelled'
                     ELSE who."displayName" || ' cancelled ' || ${item}.title END`;
  return `INSERT INTO notifications ${COLUMNS}
          SELECT r."userId", ${item}."eventId", 'item_changed', ${actor}, ${item}.id, ${notificationTextSql(text)},
                 '/events/' || ${item}."eventId", concat_ws(':', 'item', ${change}.id, r."userId")
          FROM ${item} CROSS JOIN ${change}
          JOIN rsvps r ON r."scheduleEventId" = ${item}.id AND r.status = 'going'
          JOIN event_members m ON m."eventId" = ${item}."eventId" AND m."userId" = r."userId"
          LEFT JOIN users who ON who.id = ${actor}
          WHERE r."userId" IS DISTINCT FROM ${actor} AND ${visible}
          ON CONFLICT ("dedupeKey") DO NOTHING`;
}

/** A changed item's entry for one member going to it: `changeId` is the latest change the digest took. */
export function itemChangedNotification(entry: {
  userId: string;
  eventId: string;
  itemId: string;
  changeId: string;
  title: string;
  actorId: string | null;
  actorName: string | null;
}): NotificationRow {
  return {
    userId: entry.userId,
    eventId: entry.eventId,
    kind: 'item_changed',
    actorId: entry.actorId,
    subjectId: entry.itemId,
    text: entry.actorName ? `${entry.actorName} changed ${entry.title}` : `${entry.title} has changed`,
    link: scheduleItemLink(entry.eventId, entry.itemId),
    dedupeKey: `item:${entry.changeId}:${entry.userId}`,
  };
}

/** The driver's entry when someone takes a seat: one per seat taken (the passenger row). */
export function carpoolJoinedNotification(seat: {
  passengerRowId: string;
  passengerId: string;
  passengerName: string;
  driverId: string;
  eventId: string;
  carpoolId: string;
  fromLocation: string;
  toLocation: string;
}): NotificationRow {
  return {
    userId: seat.driverId,
    eventId: seat.eventId,
    kind: 'carpool_joined',
    actorId: seat.passengerId,
    subjectId: seat.carpoolId,
    text: `${seat.passengerName} joined your carpool from ${seat.fromLocation} to ${seat.toLocation}`,
    link: carpoolLink(seat.eventId, seat.carpoolId),
    dedupeKey: `carpool:${seat.passengerRowId}`,
  };
}
