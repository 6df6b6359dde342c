import { announcementNotifications, audienceItemRefusal, ITEM_NOT_ALLOWED, ITEM_REQUIRED } from './announcement-rules';

describe('announcement rules', () => {
  it('names a schedule item exactly for the audience of one item', () => {
    expect(audienceItemRefusal('item', 'item-1')).toBeNull();
    expect(audienceItemRefusal('item', null)).toBe(ITEM_REQUIRED);
    for (const audience of ['everyone', 'going', 'not_responded'] as const) {
      expect(audienceItemRefusal(audience, null)).toBeNull();
      expect(audienceItemRefusal(audience, 'item-1')).toBe(ITEM_NOT_ALLOWED);
    }
  });

  it('writes one bell entry per recipient but the author, each once', () => {
    const rows = announcementNotifications(
      { id: 'a1', eventId: 'e1', authorId: 'ana', authorName: 'Ana', body: 'The bus leaves at 9.' },
      ['ana', 'ben', 'cai', 'ben'],
    );
    expect(rows).toEqual([
      {
        userId: 'ben',
        eventId: 'e1',
        kind: 'announcement',
        actorId: 'ana',
        subjectId: 'a1',
        text: 'Ana: The bus leaves at 9.',
        link: '/events/e1',
        dedupeKey: 'announcement:a1:ben',
      },
      expect.objectContaining({ userId: 'cai', dedupeKey: 'announcement:a1:cai' }),
    ]);
  });
});
