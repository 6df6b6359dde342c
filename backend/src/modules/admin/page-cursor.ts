/** Where a page of a newest-first list starts: rows strictly older than this instant and id. */
export interface PageCursor {
  /** The instant with microseconds, as PostgreSQL keeps it: the cursor must not lose precision. */
  at: string;
  id: string;
}

/** Newer than anything: the first page. */
export const FIRST_PAGE: PageCursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

export const PAGE_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The SQL for a row's createdAt as the cursor's instant (microseconds, UTC). */
export const cursorAtSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Opaque to clients: the row's instant and id. */
export function pageCursor(row: PageCursor): string {
  return `${row.at}_${row.id}`;
}

/** The cursor a client sent back; the first page without one. Validated by the DTO before it gets here. */
export function parsePageCursor(cursor: string | undefined): PageCursor {
  const match = cursor ? PAGE_CURSOR.exec(cursor) : null;
  return match ? { at: match[1]!, id: match[2]! } : FIRST_PAGE;
}

/**
 * A page from `limit + 1` rows read: the extra row only says there is a next page, which starts after
 * the last row shown.
 */
export function pageOf<Row extends { cursorAt: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    nextCursor: rows.length > limit && last ? pageCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
