import type { Pool } from 'pg';
import { listedRole } from '../../src/modules/events/dto/event.response';
import { mapMember, type MemberRow } from '../../src/modules/members/dto/member.response';
import { DEFAULT_PAGE_SIZE } from '../../src/modules/photos/dto/list-photos.query';
import { mapPhoto, type PhotoRow } from '../../src/modules/photos/dto/photo.response';
import { mapScheduleItem, type ScheduleItemRow } from '../../src/modules/schedule/dto/schedule-item.response';
import { type CarpoolRow, mapCarpool } from '../../src/modules/travel/dto/carpool.response';
import { type FlightRow, mapFlight } from '../../src/modules/travel/dto/flight.response';
import { carpoolsOfEvent } from '../../src/modules/travel/carpools.repository';
import { flightsOfEvent } from '../../src/modules/travel/flights.repository';

/*
 * The statements the app sends for each list read, as its query log shows them, written out by hand;
 * the responses go through the app's own row mappers, so both servers send the same JSON (the benchmark
 * compares them before measuring).
 */

export function listEvents(pool: Pool, userId: string) {
  return pool
    .query(
      `SELECT e.id, e.name, e."customLogo", e."startDate", e."endDate", e.description, e.location,
  (SELECT count(*)::int FROM event_members c WHERE c."eventId" = e.id) AS "memberCount", m.role FROM event_members m JOIN events e ON e.id = m."eventId"
       WHERE m."userId" = $1 ORDER BY e."startDate" ASC NULLS LAST, e."createdAt" DESC`,
      [userId],
    )
    .then(({ rows }) => ({ events: rows.map((row) => ({ ...row, role: listedRole(row.role) })) }));
}

export function listMembers(pool: Pool, eventId: string) {
  return pool
    .query<MemberRow>(
      `SELECT m.id, m."userId", m.role, m."joinedAt", u."displayName", u.email, u."photoURL"
       FROM event_members m JOIN users u ON u.id = m."userId"
       WHERE m."eventId" = $1 AND ($2::uuid IS NULL OR m."userId" = $2)
       ORDER BY CASE m.role WHEN 'creator' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m."joinedAt", m.id`,
      [eventId, null],
    )
    .then(({ rows }) => ({ members: rows.map(mapMember) }));
}

export function listPhotos(pool: Pool, eventId: string, userId: string) {
  const [page, pageSize] = [1, DEFAULT_PAGE_SIZE];
  return pool
    .query<{ total: number; photos: PhotoRow[]; pending: unknown[] }>(
      `WITH listed AS (
         SELECT p.id, p."eventId", p.caption, p.filename, p."isFeatured", p.votes, p."uploadedBy", p."uploadedAt",
                p.width, p.height, u."displayName", u."photoURL",
                EXISTS (SELECT 1 FROM photo_votes v WHERE v."photoId" = p.id AND v."userId" = $2) AS "userVoted"
         FROM photos p LEFT JOIN users u ON u.id = p."uploadedBy"
         WHERE p."eventId" = $1 AND p.status = 'ready' AND (NOT $5::boolean OR p."isFeatured")
         ORDER BY p."uploadedAt" DESC, p.id DESC
         LIMIT $3 OFFSET $4)
       SELECT
         (SELECT count(*)::int FROM photos
           WHERE "eventId" = $1 AND status = 'ready' AND (NOT $5::boolean OR "isFeatured")) AS total,
         COALESCE((SELECT json_agg(listed ORDER BY listed."uploadedAt" DESC, listed.id DESC) FROM listed), '[]') AS photos,
         COALESCE((SELECT json_agg(json_build_object('id', id, 'filename', filename, 'caption', caption, 'status', status,
                                                     'failureReason', "failureReason", 'uploadedAt', "uploadedAt")
                                   ORDER BY "uploadedAt" DESC)
                   FROM photos WHERE "eventId" = $1 AND "uploadedBy" = $2 AND status <> 'ready'), '[]') AS pending`,
      [eventId, userId, pageSize, (page - 1) * pageSize, false],
    )
    .then(({ rows: [result] }) => ({
      photos: result!.photos.map(mapPhoto),
      total: result!.total,
      page,
      pageSize,
      pending: result!.pending,
    }));
}

export function listFlights(pool: Pool, eventId: string) {
  return pool.query<FlightRow>(flightsOfEvent(eventId)).then(({ rows }) => ({ flights: rows.map(mapFlight) }));
}

export function listCarpools(pool: Pool, eventId: string) {
  return pool.query<CarpoolRow>(carpoolsOfEvent(eventId)).then(({ rows }) => ({ carpools: rows.map(mapCarpool) }));
}

export function listSchedule(pool: Pool, eventId: string, userId: string) {
  return pool
    .query<ScheduleItemRow>(
      `SELECT s.id, s."eventId", s.title, s.description, s."startTime", s."endTime", s.location,
              s."createdBy", s."createdAt",
              count(m.id) FILTER (WHERE r.status = 'going')::int AS going,
              count(m.id) FILTER (WHERE r.status = 'not_going')::int AS "notGoing",
              count(m.id) FILTER (WHERE r.status = 'maybe')::int AS maybe,
              min(r.status) FILTER (WHERE r."userId" = $2) AS "userRsvp"
       FROM event_schedule s
       LEFT JOIN rsvps r ON r."scheduleEventId" = s.id
       LEFT JOIN event_members m ON m."eventId" = s."eventId" AND m."userId" = r."userId"
       WHERE s."eventId" = $1 AND ($3::uuid IS NULL OR s.id = $3)
       GROUP BY s.id
       ORDER BY s."startTime", s.id`,
      [eventId, userId, null],
    )
    .then(({ rows }) => ({ schedule: rows.map(mapScheduleItem) }));
}
