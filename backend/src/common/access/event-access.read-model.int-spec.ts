import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedPhoto,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { EventAccessReadModel } from './event-access.read-model';
import type { EventResource } from './event-access.rules';

describe('EventAccessReadModel', () => {
  let db: DataSource;
  let access: EventAccessReadModel;
  let creator: SeededUser;
  let admin: SeededUser;
  let eventId: string;

  const inserted = async (sql: string, values: unknown[]) => {
    const [row] = await db.query(`${sql} RETURNING id`, values);
    return row.id as string;
  };
  const seedStay = (event: string) =>
    inserted(`INSERT INTO stays ("eventId", kind, name, "createdBy") VALUES ($1, 'rental', 'Villa Sol', $2)`, [
      event,
      creator.id,
    ]);
  /** A record of each kind in the event. */
  const RESOURCES: Record<Exclude<EventResource, 'event'>, (event: string) => Promise<string>> = {
    photo: (event) => seedPhoto(db, event, creator.id),
    banner: (event) =>
      inserted('INSERT INTO event_banners ("eventId", "objectPath") VALUES ($1, $2)', [
        event,
        `banners/${randomUUID()}`,
      ]),
    carpool: (event) =>
      inserted(
        `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
         VALUES ($1, $2, 'A', 'B', now(), 4, 1)`,
        [event, creator.id],
      ),
    scheduleItem: (event) =>
      inserted(`INSERT INTO event_schedule ("eventId", title, "startTime") VALUES ($1, 'Dinner', now())`, [event]),
    datePollOption: async (event) =>
      inserted(
        `INSERT INTO date_poll_options ("pollId", "eventId", "startDate", "endDate") VALUES ($1, $2, now(), now())`,
        [await inserted('INSERT INTO date_polls ("eventId") VALUES ($1)', [event]), event],
      ),
    question: (event) =>
      inserted(`INSERT INTO rsvp_questions ("eventId", kind, prompt) VALUES ($1, 'short_text', 'A song request')`, [
        event,
      ]),
    stay: (event) => seedStay(event),
    stayRoom: async (event) =>
      inserted(`INSERT INTO stay_rooms ("stayId", "eventId", name, capacity) VALUES ($1, $2, 'Loft', 2)`, [
        await seedStay(event),
        event,
      ]),
    expense: (event) =>
      inserted(
        `INSERT INTO expenses ("eventId", title, amount, currency, rate, "amountInEventCurrency", "spentOn", "splitMode", "createdBy")
         VALUES ($1, 'Groceries', 1000, 'USD', 1, 1000, '2025-06-12', 'equal', $2)`,
        [event, creator.id],
      ),
    payment: (event) =>
      inserted(
        `INSERT INTO payments ("eventId", "fromUserId", "toUserId", amount, "paidOn", "recordedBy") VALUES ($1, $2, $3, 500, '2025-06-12', $2)`,
        [event, admin.id, creator.id],
      ),
    announcement: (event) =>
      inserted(
        `INSERT INTO announcements ("eventId", "authorId", body, audience) VALUES ($1, $2, 'Bus at 9', 'everyone')`,
        [event, creator.id],
      ),
    comment: async (event) =>
      inserted(`INSERT INTO comments ("eventId", "photoId", "authorId", body) VALUES ($1, $2, $3, 'Lovely')`, [
        event,
        await seedPhoto(db, event, creator.id),
        creator.id,
      ]),
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    access = new EventAccessReadModel(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db);
    admin = await seedUser(db);
    eventId = await seedEvent(db, creator.id);
    await seedMember(db, eventId, admin.id, 'admin');
  });

  it('answers a member’s role in the event, and null for anyone else or an unknown event', async () => {
    expect(await access.findMembership('event', eventId, creator.id)).toEqual({ eventId, role: 'creator' });
    expect(await access.findMembership('event', eventId, admin.id)).toEqual({ eventId, role: 'admin' });
    const stranger = await seedUser(db);
    await seedEvent(db, stranger.id);
    expect(await access.findMembership('event', eventId, stranger.id)).toBeNull();
    expect(await access.findMembership('event', randomUUID(), creator.id)).toBeNull();
  });

  it.each(Object.keys(RESOURCES) as Array<keyof typeof RESOURCES>)(
    'finds the event of a %s and the caller’s membership of it, never another event’s',
    async (resource) => {
      const resourceId = await RESOURCES[resource](eventId);
      expect(await access.findMembership(resource, resourceId, admin.id)).toEqual({ eventId, role: 'admin' });

      const outsider = await seedUser(db);
      const outsidersEvent = await seedEvent(db, outsider.id);
      expect(await access.findMembership(resource, resourceId, outsider.id)).toBeNull();
      const theirs = await RESOURCES[resource](outsidersEvent);
      expect(await access.findMembership(resource, theirs, admin.id)).toBeNull();
      expect(await access.findMembership(resource, randomUUID(), admin.id)).toBeNull();
    },
  );

  it('finds an announcement for the admins and those it went to, never for another member', async () => {
    const [recipient, other] = [await seedUser(db), await seedUser(db)];
    await seedMember(db, eventId, recipient.id, 'attendee');
    await seedMember(db, eventId, other.id, 'attendee');
    const announcementId = await RESOURCES.announcement(eventId);
    await db.query('INSERT INTO announcement_recipients ("announcementId", "userId") VALUES ($1, $2)', [
      announcementId,
      recipient.id,
    ]);
    expect(await access.findMembership('announcement', announcementId, recipient.id)).toEqual({
      eventId,
      role: 'attendee',
    });
    expect(await access.findMembership('announcement', announcementId, creator.id)).toEqual({
      eventId,
      role: 'creator',
    });
    expect(await access.findMembership('announcement', announcementId, other.id)).toBeNull();
  });

  it('finds a comment on a private item only for those who may see the item', async () => {
    const [invited, uninvited] = [await seedUser(db), await seedUser(db)];
    await seedMember(db, eventId, invited.id, 'attendee');
    await seedMember(db, eventId, uninvited.id, 'attendee');
    const itemId = await inserted(
      `INSERT INTO event_schedule ("eventId", title, "startTime", audience) VALUES ($1, 'Rehearsal dinner', now(), 'parties')`,
      [eventId],
    );
    await db.query(
      `INSERT INTO schedule_item_parties ("scheduleItemId", "partyId")
       SELECT $1, "partyId" FROM event_members WHERE "eventId" = $2 AND "userId" = $3`,
      [itemId, eventId, invited.id],
    );
    const commentId = await inserted(
      `INSERT INTO comments ("eventId", "scheduleItemId", "authorId", body) VALUES ($1, $2, $3, 'See you there')`,
      [eventId, itemId, creator.id],
    );
    expect(await access.findMembership('comment', commentId, invited.id)).toEqual({ eventId, role: 'attendee' });
    expect(await access.findMembership('comment', commentId, admin.id)).toEqual({ eventId, role: 'admin' });
    expect(await access.findMembership('comment', commentId, uninvited.id)).toBeNull();
  });
});
