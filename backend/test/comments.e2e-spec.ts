import { randomUUID } from 'node:crypto';
import { createEventFixture, type EventFixture } from './support/event-fixture';
import { expectRefused, type Sent } from './support/expect-refused';
import { addMember, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { seedPhoto } from './support/test-database';

type Headers = { auth: Record<string, string> };
interface CommentBody {
  id: string;
  parentId: string | null;
  body: string;
  mentions: Array<{ userId: string; displayName: string }>;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  author: { userId: string; displayName: string; photoURL: string | null; member: boolean };
}

const FUTURE = '2031-06-12T19:30:00.000Z';

/**
 * Comments on a photo, a schedule item, a carpool or a stay: one level of replies, mentions of members
 * who may read them, edits by the author, deletions by the author or an admin, and the bell entries they
 * make, all read back through the API and the database.
 */
describe('Comments', () => {
  let t: TestApp;
  let f: EventFixture;
  /** Cai is invited to the rehearsal dinner; Dan is not. */
  let ana: SignedInUser;
  let cai: SignedInUser;
  let dan: SignedInUser;
  let photo: string;
  let dinner: string;
  let rehearsal: string;
  let carpool: string;
  let stay: string;
  /** Each subject's comments path. */
  let paths: Record<'photo' | 'scheduleItem' | 'carpool' | 'stay' | 'rehearsal', string>;

  const http = () => t.http();
  const comment = (user: Headers, path: string, body: object) => http().post(path).set(user.auth).send(body);
  const posted = async (user: Headers, path: string, body: object) =>
    (await comment(user, path, body).expect(201)).body.comment as CommentBody;
  const thread = async (user: Headers, path: string) =>
    (await http().get(path).set(user.auth).expect(200)).body.comments as CommentBody[];
  const edit = (user: Headers, id: string, body: object) =>
    http().patch(`/api/comments/${id}`).set(user.auth).send(body);
  const remove = (user: Headers, id: string) => http().delete(`/api/comments/${id}`).set(user.auth);
  const bell = async (commentId: string) =>
    (await t.db.query(
      `SELECT "userId", kind, "actorId", text, link, "dedupeKey" FROM notifications WHERE "subjectId" = $1
       ORDER BY kind, "userId"`,
      [commentId],
    )) as Array<Record<string, string>>;
  const notificationCount = async () =>
    (await t.db.query('SELECT count(*)::int AS count FROM notifications WHERE "eventId" = $1', [f.eventId]))[0]
      .count as number;
  /** Refused, and nothing written: no domain row changed, no bell entry. */
  const refused = async (send: () => Sent, status: number, message?: string) => {
    const before = await notificationCount();
    await expectRefused(t.db, send, status, message);
    expect(await notificationCount()).toBe(before);
  };
  const nameOf = async (user: { id: string }) =>
    (await t.db.query('SELECT "displayName" FROM users WHERE id = $1', [user.id]))[0].displayName as string;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t, 'Lisbon Reunion');
    [ana, cai, dan] = await Promise.all(['ana', 'cai', 'dan'].map((name) => t.signIn(uniqueEmail(name))));
    for (const user of [ana!, cai!, dan!]) await addMember(t.db, f.eventId, user.id, 'attendee');
    const [{ partyId }] = await t.db.query(
      'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
      [f.eventId, cai!.id],
    );
    const admin = f.users.admin.auth;
    photo = await seedPhoto(t.db, f.eventId, ana!.id, { caption: 'Sunset at the castle' });
    const item = async (body: object) =>
      (
        await http()
          .post(`/api/events/${f.eventId}/schedule`)
          .set(admin)
          .send({ startTime: FUTURE, ...body })
          .expect(201)
      ).body.item.id as string;
    dinner = await item({ title: 'Fado dinner' });
    rehearsal = await item({ title: 'Rehearsal dinner', audience: 'parties', partyIds: [partyId] });
    carpool = (
      await http()
        .post(`/api/events/${f.eventId}/carpools`)
        .set(ana!.auth)
        .send({ fromLocation: 'Airport', toLocation: 'Alfama', departureTime: FUTURE })
        .expect(201)
    ).body.carpool.id;
    stay = (
      await http()
        .post(`/api/events/${f.eventId}/stays`)
        .set(admin)
        .send({ kind: 'rental', name: 'Casa Azul' })
        .expect(201)
    ).body.stay.id;
    paths = {
      photo: `/api/photos/${photo}/comments`,
      scheduleItem: `/api/schedule/${dinner}/comments`,
      carpool: `/api/carpools/${carpool}/comments`,
      stay: `/api/stays/${stay}/comments`,
      rehearsal: `/api/schedule/${rehearsal}/comments`,
    };
  });
  afterAll(() => t.close());

  describe('on each kind of thing', () => {
    it.each(['photo', 'scheduleItem', 'carpool', 'stay'] as const)(
      'a member comments on a %s and every member reads it, oldest first',
      async (kind) => {
        const first = await posted(ana!, paths[kind], { body: '  First!\n\nSee you there.  ' });
        const [anaName] = [await nameOf(ana!)];
        expect(first).toEqual({
          id: expect.any(String),
          parentId: null,
          body: 'First!\n\nSee you there.',
          mentions: [],
          createdAt: expect.any(String),
          editedAt: null,
          deleted: false,
          author: { userId: ana!.id, displayName: anaName, photoURL: null, member: true },
        });
        const second = await posted(f.users.creator, paths[kind], { body: 'Second' });
        for (const reader of [f.users.attendee, f.users.admin, dan!]) {
          expect((await thread(reader, paths[kind])).map((c) => c.id)).toEqual([first.id, second.id]);
        }
      },
    );

    it('keeps markup as the plain text it is', async () => {
      const stored = await posted(ana!, paths.stay, { body: '<img src=x onerror=alert(1)> & <b>hi</b>' });
      expect(stored.body).toBe('<img src=x onerror=alert(1)> & <b>hi</b>');
    });

    it('lets all of many comments posted at once land', async () => {
      const before = (await thread(ana!, paths.carpool)).length;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => comment(i % 2 ? ana! : cai!, paths.carpool, { body: `Seat ${i}?` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      expect((await thread(ana!, paths.carpool)).length).toBe(before + 10);
    });
  });

  describe('threads', () => {
    it('answers a top-level comment on the same thing, one level deep', async () => {
      const top = await posted(ana!, paths.photo, { body: 'Who took this?' });
      const reply = await posted(cai!, paths.photo, { body: 'Me!', parentId: top.id });
      expect(reply.parentId).toBe(top.id);
      await refused(
        () => comment(ana!, paths.photo, { body: 'Nice', parentId: reply.id }),
        400,
        'Replies cannot have replies of their own: answer the first comment',
      );
      await refused(
        () => comment(ana!, paths.stay, { body: 'Elsewhere', parentId: top.id }),
        400,
        'You can only reply to a comment on the same thing',
      );
      await refused(
        () => comment(ana!, paths.photo, { body: 'Nobody', parentId: randomUUID() }),
        400,
        'You can only reply to a comment on the same thing',
      );
      await refused(
        () => comment(ana!, paths.photo, { body: 'Bad', parentId: 'nope' }),
        400,
        'You can only reply to a comment on the same thing',
      );
      // Null is a top-level comment.
      expect((await posted(ana!, paths.photo, { body: 'Top again', parentId: null })).parentId).toBeNull();
    });
  });

  describe('mentions and the bell', () => {
    it('tells each member mentioned, but not the author, with a link to the thing', async () => {
      const stored = await posted(ana!, paths.carpool, {
        body: '@Cai @Dan can you take the early flight?',
        mentions: [cai!.id, dan!.id, cai!.id, ana!.id],
      });
      expect(stored.mentions).toEqual([
        { userId: cai!.id, displayName: await nameOf(cai!) },
        { userId: dan!.id, displayName: await nameOf(dan!) },
        { userId: ana!.id, displayName: await nameOf(ana!) },
      ]);
      const anaName = await nameOf(ana!);
      expect(await bell(stored.id)).toEqual(
        [cai!, dan!]
          .map((user) => ({
            userId: user.id,
            kind: 'mention',
            actorId: ana!.id,
            text: `${anaName} mentioned you: @Cai @Dan can you take the early flight?`,
            link: `/events/${f.eventId}/travel?tab=carpools&carpool=${carpool}`,
            dedupeKey: `mention:${stored.id}:${user.id}`,
          }))
          .sort((a, b) => a.userId.localeCompare(b.userId)),
      );
    });

    it('tells the author of the comment answered, unless they replied themselves or are mentioned', async () => {
      const top = await posted(cai!, paths.scheduleItem, { body: 'Is there a vegetarian menu?' });
      const reply = await posted(f.users.admin, paths.scheduleItem, { body: 'Yes, ask the waiter', parentId: top.id });
      expect(await bell(reply.id)).toEqual([
        {
          userId: cai!.id,
          kind: 'reply',
          actorId: f.users.admin.id,
          text: `${await nameOf(f.users.admin)} replied: Yes, ask the waiter`,
          link: `/events/${f.eventId}?item=${dinner}`,
          dedupeKey: `reply:${reply.id}:${cai!.id}`,
        },
      ]);
      const own = await posted(cai!, paths.scheduleItem, { body: 'Thanks!', parentId: top.id });
      expect(await bell(own.id)).toEqual([]);
      const mentioned = await posted(ana!, paths.scheduleItem, {
        body: '@Cai me too',
        parentId: top.id,
        mentions: [cai!.id],
      });
      expect((await bell(mentioned.id)).map((row) => row.kind)).toEqual(['mention']);
    });

    it('refuses to mention anyone who may not read the comment', async () => {
      const cases: Array<[string, object, string]> = [
        [paths.photo, { body: 'Hi', mentions: [f.users.outsider.id] }, 'You can only mention members of this event'],
        [paths.photo, { body: 'Hi', mentions: [randomUUID()] }, 'You can only mention members of this event'],
        [paths.photo, { body: 'Hi', mentions: ['nope'] }, 'You can only mention members of this event'],
        [paths.photo, { body: 'Hi', mentions: 'everyone' }, 'You can only mention members of this event'],
        // Dan may not see the rehearsal, so he may not be mentioned under it.
        [paths.rehearsal, { body: 'Hi', mentions: [dan!.id] }, 'You can only mention members of this event'],
        [
          paths.photo,
          { body: 'Hi', mentions: Array.from({ length: 21 }, () => randomUUID()) },
          'You can mention at most 20 members',
        ],
      ];
      // Cai is invited to the rehearsal, so he may post there.
      for (const [path, body, message] of cases) await refused(() => comment(cai!, path, body), 400, message);
      expect(
        (await posted(f.users.admin, paths.rehearsal, { body: '@Cai', mentions: [cai!.id] })).mentions,
      ).toHaveLength(1);
    });

    it('tells only those mentioned anew when a comment is edited', async () => {
      const stored = await posted(ana!, paths.stay, { body: '@Cai which room?', mentions: [cai!.id] });
      const { body } = await edit(ana!, stored.id, {
        body: '@Cai @Dan which room?',
        mentions: [cai!.id, dan!.id],
      }).expect(200);
      expect(body.comment).toMatchObject({ body: '@Cai @Dan which room?', editedAt: expect.any(String) });
      expect(body.comment.mentions.map((m: { userId: string }) => m.userId)).toEqual([cai!.id, dan!.id]);
      const rows = await bell(stored.id);
      expect(rows.map((row) => row.userId).sort()).toEqual([cai!.id, dan!.id].sort());
      expect(rows.find((row) => row.userId === dan!.id)!.text).toBe(
        `${await nameOf(ana!)} mentioned you: @Cai @Dan which room?`,
      );
      // Without mentions, an edit keeps them.
      const kept = await edit(ana!, stored.id, { body: 'Which room, both of you?' }).expect(200);
      expect(kept.body.comment.mentions).toHaveLength(2);
      expect(await bell(stored.id)).toHaveLength(2);
    });
  });

  describe('editing and deleting', () => {
    it('lets only the author edit', async () => {
      const stored = await posted(ana!, paths.photo, { body: 'Typo hree' });
      for (const other of [cai!, f.users.admin, f.users.creator]) {
        await refused(() => edit(other, stored.id, { body: 'Mine now' }), 403, 'You can only edit your own comments');
      }
      const { body } = await edit(ana!, stored.id, { body: '  Typo here  ' }).expect(200);
      expect(body.comment).toMatchObject({ id: stored.id, body: 'Typo here', createdAt: stored.createdAt });
      expect(body.comment.editedAt).not.toBeNull();
    });

    it('lets the author or an admin delete, nobody else', async () => {
      const mine = await posted(ana!, paths.photo, { body: 'Delete me' });
      await refused(() => remove(cai!, mine.id), 403, 'Only its author or an event admin can delete this comment');
      await remove(ana!, mine.id).expect(204);
      const theirs = await posted(cai!, paths.photo, { body: 'An admin removes this' });
      await remove(f.users.admin, theirs.id).expect(204);
      const ids = (await thread(ana!, paths.photo)).map((c) => c.id);
      expect(ids).not.toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      await refused(() => remove(ana!, mine.id), 404, 'Comment not found');
      await refused(() => edit(ana!, mine.id, { body: 'Back?' }), 404, 'Comment not found');
    });

    it('keeps a deleted comment with replies as deleted, until its last reply goes', async () => {
      const top = await posted(ana!, paths.stay, { body: '@Cai are towels provided?', mentions: [cai!.id] });
      const first = await posted(cai!, paths.stay, { body: 'Yes', parentId: top.id });
      const second = await posted(f.users.admin, paths.stay, { body: 'And sheets', parentId: top.id });
      expect(await bell(top.id)).toHaveLength(1);
      await remove(ana!, top.id).expect(204);
      const tombstone = (await thread(dan!, paths.stay)).find((c) => c.id === top.id)!;
      expect(tombstone).toMatchObject({ id: top.id, body: '', mentions: [], deleted: true });
      expect(tombstone.author.userId).toBe(ana!.id);
      // What it said is gone from the bell too.
      expect(await bell(top.id)).toEqual([]);
      await refused(() => edit(ana!, top.id, { body: 'Undelete' }), 404, 'Comment not found');
      await refused(() => remove(f.users.admin, top.id), 404, 'Comment not found');
      await refused(
        () => comment(cai!, paths.stay, { body: 'Late reply', parentId: top.id }),
        400,
        'You can only reply to a comment on the same thing',
      );

      await remove(cai!, first.id).expect(204);
      expect((await thread(dan!, paths.stay)).map((c) => c.id)).toEqual(expect.arrayContaining([top.id, second.id]));
      await remove(f.users.admin, second.id).expect(204);
      const left = (await thread(dan!, paths.stay)).map((c) => c.id);
      expect(left).not.toContain(top.id);
      expect(left).not.toContain(second.id);
    });

    it('refuses a bad text or unknown fields', async () => {
      const stored = await posted(ana!, paths.carpool, { body: 'Original' });
      const cases: Array<[object, string]> = [
        [{ body: '' }, 'Comment is required'],
        [{ body: '   ' }, 'Comment is required'],
        [{}, 'Comment is required'],
        [{ body: 42 }, 'Comment is required'],
        [{ body: 'x'.repeat(2001) }, 'Comment must be 2000 characters or fewer'],
        [{ body: 'Hi', pinned: true }, 'Unknown property: pinned'],
      ];
      for (const [body, message] of cases) {
        await refused(() => comment(ana!, paths.carpool, body), 400, message);
        await refused(() => edit(ana!, stored.id, body), 400, message);
      }
      await refused(() => edit(ana!, stored.id, { body: 'Hi', parentId: null }), 400, 'Unknown property: parentId');
      expect((await posted(ana!, paths.carpool, { body: ` ${'z'.repeat(2000)} ` })).body).toHaveLength(2000);
    });
  });

  describe('who may reach them', () => {
    it('keeps a private item’s comments from those it is not for', async () => {
      const stored = await posted(cai!, paths.rehearsal, { body: 'Shall I bring wine?' });
      expect((await thread(f.users.admin, paths.rehearsal)).map((c) => c.id)).toContain(stored.id);
      await refused(() => http().get(paths.rehearsal).set(dan!.auth), 404, 'Schedule item not found');
      await refused(() => comment(dan!, paths.rehearsal, { body: 'Me too?' }), 404, 'Schedule item not found');
      await refused(() => edit(dan!, stored.id, { body: 'x' }), 404, 'Comment not found');
      await refused(() => remove(dan!, stored.id), 404, 'Comment not found');
    });

    it('answers 404 to outsiders on every route, and 401 to the signed out', async () => {
      const stored = await posted(ana!, paths.photo, { body: 'Members only' });
      const outsider = f.users.outsider;
      for (const path of Object.values(paths)) {
        await refused(() => http().get(path).set(outsider.auth), 404);
        await refused(() => comment(outsider, path, { body: 'Let me in' }), 404);
        await refused(() => http().get(path), 401);
      }
      await refused(() => edit(outsider, stored.id, { body: 'x' }), 404, 'Comment not found');
      await refused(() => remove(outsider, stored.id), 404, 'Comment not found');
      await refused(
        () => http().get(`/api/events/${f.eventId}/comment-counts`).set(outsider.auth),
        404,
        'Event not found',
      );
      await refused(() => http().get(`/api/photos/nope/comments`).set(ana!.auth), 404, 'Photo not found');
      await refused(() => edit(ana!, 'nope', { body: 'x' }), 404, 'Comment not found');
      await refused(() => edit(ana!, randomUUID(), { body: 'x' }), 404, 'Comment not found');
    });

    it('keeps a removed member’s comments under their name, and shuts them out', async () => {
      const eve = await t.signIn(uniqueEmail('eve'));
      await addMember(t.db, f.eventId, eve.id, 'attendee');
      const stored = await posted(eve, paths.scheduleItem, { body: 'Count me in' });
      await http().delete(`/api/events/${f.eventId}/members/${eve.id}`).set(f.users.admin.auth).expect(204);
      const kept = (await thread(ana!, paths.scheduleItem)).find((c) => c.id === stored.id)!;
      expect(kept).toMatchObject({
        body: 'Count me in',
        author: { userId: eve.id, displayName: await nameOf(eve), member: false },
      });
      await refused(() => http().get(paths.scheduleItem).set(eve.auth), 404);
      await refused(() => edit(eve, stored.id, { body: 'Changed' }), 404, 'Comment not found');
      await refused(() => remove(eve, stored.id), 404, 'Comment not found');
      // Nobody can mention them now, and a reply to their comment tells them nothing.
      await refused(() => comment(ana!, paths.scheduleItem, { body: '@Eve', mentions: [eve.id] }), 400);
      const reply = await posted(ana!, paths.scheduleItem, { body: 'Missed you', parentId: stored.id });
      expect(await bell(reply.id)).toEqual([]);
    });
  });

  describe('in the activity feed', () => {
    it('shows a comment still there, linked to its thing, and a private item’s only to those it is for', async () => {
      const open = await posted(ana!, paths.stay, { body: 'Pool opens at 10' });
      const secret = await posted(cai!, paths.rehearsal, { body: 'Toast at 8' });
      const deleted = await posted(ana!, paths.stay, { body: 'Never mind' });
      await remove(ana!, deleted.id).expect(204);
      const feed = async (user: Headers) =>
        (await http().get(`/api/events/${f.eventId}/activity?limit=100`).set(user.auth).expect(200)).body
          .activity as Array<{ id: string; type: string; text: string; link: string }>;
      const forCai = await feed(cai!);
      expect(forCai.find((entry) => entry.id === open.id)).toMatchObject({
        type: 'comment_added',
        text: 'commented on Casa Azul',
        link: `/events/${f.eventId}/travel?tab=stays&stay=${stay}`,
      });
      expect(forCai.find((entry) => entry.id === secret.id)).toMatchObject({
        text: 'commented on Rehearsal dinner',
        link: `/events/${f.eventId}?item=${rehearsal}`,
      });
      const forDan = (await feed(dan!)).map((entry) => entry.id);
      expect(forDan).toContain(open.id);
      expect(forDan).not.toContain(secret.id);
      expect(forDan).not.toContain(deleted.id);
    });
  });

  describe('counts', () => {
    it('counts the comments still there on what the caller may see', async () => {
      const other = await createEventFixture(t, 'Counting Trip');
      const otherPhoto = await seedPhoto(t.db, other.eventId, other.users.admin.id);
      const [ana2, cai2, dan2] = await Promise.all(['ana', 'cai', 'dan'].map((name) => t.signIn(uniqueEmail(name))));
      for (const user of [ana2!, cai2!, dan2!]) await addMember(t.db, other.eventId, user.id, 'attendee');
      const [{ partyId }] = await t.db.query(
        'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
        [other.eventId, cai2!.id],
      );
      const secret = (
        await http()
          .post(`/api/events/${other.eventId}/schedule`)
          .set(other.users.admin.auth)
          .send({ title: 'Secret', startTime: FUTURE, audience: 'parties', partyIds: [partyId] })
          .expect(201)
      ).body.item.id;
      const photoPath = `/api/photos/${otherPhoto}/comments`;
      const top = await posted(ana2!, photoPath, { body: 'One' });
      await posted(cai2!, photoPath, { body: 'Two', parentId: top.id });
      const gone = await posted(cai2!, photoPath, { body: 'Gone' });
      await remove(cai2!, gone.id).expect(204);
      await posted(cai2!, `/api/schedule/${secret}/comments`, { body: 'Shh' });

      const counts = async (user: Headers) =>
        (await http().get(`/api/events/${other.eventId}/comment-counts`).set(user.auth).expect(200)).body;
      expect(await counts(cai2!)).toEqual({
        photos: { [otherPhoto]: 2 },
        scheduleItems: { [secret]: 1 },
        carpools: {},
        stays: {},
      });
      expect(await counts(dan2!)).toEqual({ photos: { [otherPhoto]: 2 }, scheduleItems: {}, carpools: {}, stays: {} });
      // A comment deleted but kept for its replies no longer counts.
      await remove(ana2!, top.id).expect(204);
      expect((await counts(other.users.admin)).photos).toEqual({ [otherPhoto]: 1 });
    });
  });
});
