import { FIRST_PAGE, pageCursor, pageOf, parsePageCursor } from './page-cursor';

const row = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  cursorAt: `2026-12-0${n}T10:00:00.123456Z`,
});

describe('page cursor', () => {
  it('round-trips an instant with microseconds and an id', () => {
    const cursor = pageCursor({ at: '2026-12-06T19:00:43.123456Z', id: row(1).id });
    expect(parsePageCursor(cursor)).toEqual({ at: '2026-12-06T19:00:43.123456Z', id: row(1).id });
  });

  it('starts at the first page without a cursor or with a malformed one', () => {
    expect(parsePageCursor(undefined)).toBe(FIRST_PAGE);
    expect(parsePageCursor('2026-12-06_abc')).toBe(FIRST_PAGE);
  });

  it('shows `limit` rows and points after the last one only when a further row was read', () => {
    expect(pageOf([row(1), row(2), row(3)], 2)).toEqual({
      rows: [row(1), row(2)],
      nextCursor: `${row(2).cursorAt}_${row(2).id}`,
    });
    expect(pageOf([row(1), row(2)], 2)).toEqual({ rows: [row(1), row(2)], nextCursor: null });
    expect(pageOf([], 2)).toEqual({ rows: [], nextCursor: null });
  });
});
