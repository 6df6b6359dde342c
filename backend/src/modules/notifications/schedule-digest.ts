import type { ScheduleChangeKind } from '../schedule/schedule-change.entity';

export interface ScheduleChangeRow {
  itemId: string;
  change: ScheduleChangeKind;
  title: string;
  startTime: Date;
  changedBy: string | null;
}

/** One line of a digest: what happened to an item over the window, as its last state reads. */
export interface DigestLine {
  change: ScheduleChangeKind;
  title: string;
  startTime: string;
}

/**
 * An item's changes over the window as the one thing a member needs to hear: added then changed is
 * added (as it now is), changed then cancelled is cancelled, added then cancelled is nothing at all.
 * Rows come oldest first; lines keep the order of each item's first change.
 */
export function digestLines(changes: readonly ScheduleChangeRow[]): DigestLine[] {
  const byItem = new Map<string, { first: ScheduleChangeKind; last: ScheduleChangeRow }>();
  for (const row of changes) {
    const seen = byItem.get(row.itemId);
    byItem.set(row.itemId, { first: seen?.first ?? row.change, last: row });
  }
  const lines: DigestLine[] = [];
  for (const { first, last } of byItem.values()) {
    if (first === 'added' && last.change === 'cancelled') continue;
    const change = last.change === 'cancelled' ? 'cancelled' : first === 'added' ? 'added' : 'changed';
    lines.push({ change, title: last.title, startTime: last.startTime.toISOString() });
  }
  return lines;
}

/** Who the digest is not for: a member whose own edits are all it holds knows them already. */
export function soleAuthor(changes: readonly ScheduleChangeRow[]): string | null {
  const authors = new Set(changes.map((row) => row.changedBy));
  const [only] = authors;
  return authors.size === 1 && only ? only : null;
}
