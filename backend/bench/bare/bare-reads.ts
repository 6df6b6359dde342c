import type { Pool } from 'pg';
import { type EventListRow, mapEventListRow } from '../../src/modules/events/dto/event.response';
import { eventsOfUser } from '../../src/modules/events/events.repository';
import { mapMember, type MemberRow } from '../../src/modules/members/dto/member.response';
import { membersOfEvent } from '../../src/modules/members/members.repository';
import { DEFAULT_PAGE_SIZE } from '../../src/modules/photos/dto/list-photos.query';
import { mapPhoto } from '../../src/modules/photos/dto/photo.response';
import { galleryPageOfEvent, type GalleryPage } from '../../src/modules/photos/photos.repository';
import { mapScheduleItem, type ScheduleItemRow } from '../../src/modules/schedule/dto/schedule-item.response';
import { scheduleOfEvent } from '../../src/modules/schedule/schedule.repository';
import { type CarpoolRow, mapCarpool } from '../../src/modules/travel/dto/carpool.response';
import { type FlightRow, mapFlight } from '../../src/modules/travel/dto/flight.response';
import { carpoolsOfEvent } from '../../src/modules/travel/carpools.repository';
import { flightsOfEvent } from '../../src/modules/travel/flights.repository';

/*
 * Each list read sends the statement the app's repository exports, and its rows go through the app's
 * own row mappers, so both servers run the same SQL and send the same JSON (the benchmark compares the
 * answers before measuring). What differs is everything around it: Nest, guards, pipes, TypeORM.
 */

export function listEvents(pool: Pool, userId: string) {
  return pool.query<EventListRow>(eventsOfUser(userId)).then(({ rows }) => ({ events: rows.map(mapEventListRow) }));
}

export function listMembers(pool: Pool, eventId: string) {
  return pool.query<MemberRow>(membersOfEvent(eventId)).then(({ rows }) => ({ members: rows.map(mapMember) }));
}

export function listPhotos(pool: Pool, eventId: string, userId: string) {
  const [page, pageSize] = [1, DEFAULT_PAGE_SIZE];
  return pool
    .query<GalleryPage>(galleryPageOfEvent(eventId, userId, { page, pageSize }))
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
    .query<ScheduleItemRow>(scheduleOfEvent(eventId, userId))
    .then(({ rows }) => ({ schedule: rows.map(mapScheduleItem) }));
}
