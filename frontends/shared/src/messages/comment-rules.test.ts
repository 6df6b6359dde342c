import { mentionedUserIds, sendable, threadComments } from './comment-rules';
import type { Comment } from './comment-types';

const comment = (id: string, changes: Partial<Comment> = {}): Comment => ({
  id,
  parentId: null,
  body: id,
  mentions: [],
  createdAt: '2027-06-01T10:00:00.000Z',
  editedAt: null,
  deleted: false,
  author: { userId: 'ana', displayName: 'Ana', photoURL: null, member: true },
  ...changes,
});

const member = (userId: string, displayName: string) => ({ userId, displayName, photoURL: null });

describe('threading comments', () => {
  it('puts replies under their comment, in the order listed', () => {
    const threads = threadComments([
      comment('a'),
      comment('b'),
      comment('a1', { parentId: 'a' }),
      comment('b1', { parentId: 'b' }),
      comment('a2', { parentId: 'a' }),
    ]);
    expect(threads.map(({ comment, replies }) => [comment.id, replies.map((reply) => reply.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('keeps a deleted comment only while it has replies', () => {
    const threads = threadComments([
      comment('gone', { deleted: true, body: '' }),
      comment('kept', { deleted: true, body: '' }),
      comment('reply', { parentId: 'kept' }),
    ]);
    expect(threads.map(({ comment }) => comment.id)).toEqual(['kept']);
  });

  it('shows a reply whose comment is not listed on its own', () => {
    expect(threadComments([comment('orphan', { parentId: 'missing' })]).map(({ comment }) => comment.id)).toEqual([
      'orphan',
    ]);
  });
});

describe('mentions', () => {
  const members = [member('ana', 'Ana'), member('ana-maria', 'Ana Maria'), member('bo', 'Bo')];

  it('names each member whose @name is in the text, once', () => {
    expect(mentionedUserIds('@Bo and @Ana, then @Bo again', members, new Set())).toEqual(['bo', 'ana']);
  });

  it('reads the longest name and only whole names', () => {
    expect(mentionedUserIds('Thanks @Ana Maria!', members, new Set())).toEqual(['ana-maria']);
    expect(mentionedUserIds('@Bobby and @Anabel', members, new Set())).toEqual([]);
    expect(mentionedUserIds('mail bo@Bo.example', members, new Set())).toEqual([]);
  });

  it('names nobody without the @', () => {
    expect(mentionedUserIds('Ana and Bo', members, new Set(['ana', 'bo']))).toEqual([]);
  });

  it('for namesakes, names the one picked from the list, or nobody', () => {
    const namesakes = [member('sam-1', 'Sam'), member('sam-2', 'Sam')];
    expect(mentionedUserIds('@Sam', namesakes, new Set(['sam-2']))).toEqual(['sam-2']);
    expect(mentionedUserIds('@Sam', namesakes, new Set())).toEqual([]);
  });
});

describe('a sendable draft', () => {
  it('has text besides spaces and at most 2,000 characters once trimmed', () => {
    expect(sendable('   ')).toBe(false);
    expect(sendable(' hi ')).toBe(true);
    expect(sendable('x'.repeat(2000) + '  ')).toBe(true);
    expect(sendable('x'.repeat(2001))).toBe(false);
  });
});
