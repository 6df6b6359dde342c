import {
  commentNotifications,
  deleteRefusal,
  deletionOf,
  DELETE_REFUSAL,
  distinctMentions,
  EDIT_OWN_ONLY,
  editRefusal,
  MENTION_REFUSAL,
  mentionRefusal,
  PARENT_ELSEWHERE,
  parentRefusal,
  REPLY_TO_REPLY,
  subjectLink,
  type WrittenComment,
} from './comment-rules';

const comment: WrittenComment = {
  id: 'c1',
  eventId: 'e1',
  subject: { kind: 'photo', id: 'p1' },
  authorId: 'ana',
  authorName: 'Ana',
  body: 'Lovely light here',
};

describe('comment rules', () => {
  it('links each subject where the app shows it', () => {
    expect(subjectLink('e1', { kind: 'photo', id: 'p1' })).toBe('/events/e1/photos?photo=p1');
    expect(subjectLink('e1', { kind: 'scheduleItem', id: 's1' })).toBe('/events/e1?item=s1');
    expect(subjectLink('e1', { kind: 'carpool', id: 'c1' })).toBe('/events/e1/travel?tab=carpools&carpool=c1');
    expect(subjectLink('e1', { kind: 'stay', id: 'h1' })).toBe('/events/e1/travel?tab=stays&stay=h1');
  });

  it('keeps each mention once, in order, and refuses anyone who may not read the comment', () => {
    expect(distinctMentions(['ben', 'cai', 'ben'])).toEqual(['ben', 'cai']);
    expect(distinctMentions(undefined)).toEqual([]);
    expect(mentionRefusal(['ben', 'cai'], new Set(['ben', 'cai', 'dan']))).toBeNull();
    expect(mentionRefusal([], new Set())).toBeNull();
    expect(mentionRefusal(['ben', 'eve'], new Set(['ben']))).toBe(MENTION_REFUSAL);
  });

  it('lets a reply answer a comment that is there and not itself a reply', () => {
    expect(parentRefusal({ parentId: null, deleted: false })).toBeNull();
    expect(parentRefusal({ parentId: 'c0', deleted: false })).toBe(REPLY_TO_REPLY);
    expect(parentRefusal({ parentId: null, deleted: true })).toBe(PARENT_ELSEWHERE);
    expect(parentRefusal(undefined)).toBe(PARENT_ELSEWHERE);
  });

  it('lets only the author edit, and the author or an admin delete', () => {
    expect(editRefusal('ana', 'ana')).toBeNull();
    expect(editRefusal('ana', 'ben')).toBe(EDIT_OWN_ONLY);
    expect(deleteRefusal('ana', { userId: 'ana', role: 'attendee' })).toBeNull();
    expect(deleteRefusal('ana', { userId: 'ben', role: 'admin' })).toBeNull();
    expect(deleteRefusal('ana', { userId: 'ben', role: 'creator' })).toBeNull();
    expect(deleteRefusal('ana', { userId: 'ben', role: 'attendee' })).toBe(DELETE_REFUSAL);
  });

  it('keeps a deleted comment with replies as a tombstone, and removes one without', () => {
    expect(deletionOf(2)).toBe('tombstone');
    expect(deletionOf(0)).toBe('remove');
  });

  it('tells each mentioned member but the author', () => {
    const rows = commentNotifications(comment, ['ben', 'ana', 'ben'], null);
    expect(rows).toEqual([
      {
        userId: 'ben',
        eventId: 'e1',
        kind: 'mention',
        actorId: 'ana',
        subjectId: 'c1',
        text: 'Ana mentioned you: Lovely light here',
        link: '/events/e1/photos?photo=p1',
        dedupeKey: 'mention:c1:ben',
      },
    ]);
  });

  it('tells the author of the comment answered, unless it is the replier, they are mentioned, or may not read it', () => {
    expect(commentNotifications(comment, [], { authorId: 'ben', mayRead: true })).toEqual([
      expect.objectContaining({ userId: 'ben', kind: 'reply', text: 'Ana replied: Lovely light here' }),
    ]);
    expect(commentNotifications(comment, [], { authorId: 'ana', mayRead: true })).toEqual([]);
    expect(commentNotifications(comment, [], { authorId: 'ben', mayRead: false })).toEqual([]);
    expect(commentNotifications(comment, ['ben'], { authorId: 'ben', mayRead: true })).toEqual([
      expect.objectContaining({ userId: 'ben', kind: 'mention' }),
    ]);
  });

  it('on an edit, tells only the members mentioned anew', () => {
    const rows = commentNotifications(comment, ['cai'], null, ['ben', 'cai']);
    expect(rows.map((row) => row.userId)).toEqual(['cai']);
  });
});
