import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedPhoto,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { AnnouncementsRepository } from './announcements/announcements.repository';
import { CommentsRepository } from './comments/comments.repository';

describe('Messages repositories', () => {
  let db: DataSource;
  let announcements: AnnouncementsRepository;
  let comments: CommentsRepository;
  let creator: SeededUser;
  let member: SeededUser;
  let eventId: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    announcements = new AnnouncementsRepository(db);
    comments = new CommentsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db, 'Carla Creator');
    member = await seedUser(db, 'Mo Member');
    eventId = await seedEvent(db, creator.id);
    await seedMember(db, eventId, member.id, 'attendee');
  });

  it('posts an announcement with its recipients, bell entries and e-mails in one go', async () => {
    const posted = await announcements.post(
      { eventId, authorId: creator.id, body: 'Hello', link: null, audience: 'everyone', scheduleItemId: null },
      ({ id, authorName, recipients }) =>
        recipients
          .filter((userId) => userId !== creator.id)
          .map((userId) => ({
            userId,
            eventId,
            kind: 'announcement' as const,
            actorId: creator.id,
            subjectId: id,
            text: `${authorName}: Hello`,
            link: `/events/${eventId}`,
            dedupeKey: `announcement:${id}:${userId}`,
          })),
    );
    if (posted === 'no item') throw new Error('no item');
    expect(posted.recipients.sort()).toEqual([creator.id, member.id].sort());
    expect(posted.outboxIds).toHaveLength(1);
    const rows = await db.query('SELECT "userId", text FROM notifications WHERE "subjectId" = $1', [posted.id]);
    expect(rows).toEqual([{ userId: member.id, text: 'Carla Creator: Hello' }]);
    const [read] = await announcements.list(eventId, member.id, false);
    expect(read).toMatchObject({ id: posted.id, authorName: 'Carla Creator', recipientCount: 2 });
  });

  it('writes a comment and reads it back with its mentions by name', async () => {
    const photoId = await seedPhoto(db, eventId, creator.id);
    const id = await comments.create(
      { eventId, subject: { kind: 'photo', id: photoId }, authorId: creator.id, body: 'Nice', mentions: [member.id] },
      null,
      () => [],
    );
    const [row] = await comments.list({ kind: 'photo', id: photoId });
    expect(row).toMatchObject({
      id,
      body: 'Nice',
      authorName: 'Carla Creator',
      authorIsMember: true,
      mentions: [{ userId: member.id, displayName: 'Mo Member' }],
    });
    expect(await comments.counts(eventId, member.id)).toEqual([
      { photoId, scheduleItemId: null, carpoolId: null, stayId: null, count: 1 },
    ]);
  });
});
