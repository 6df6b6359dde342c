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

/** An item whose members going hear of its change in their notification centre. */
export interface ChangedItem {
  itemId: string;
  /** The latest change the window holds: one entry per member and window. */
  changeId: string;
  title: string;
  /** Who made the latest change. */
  actorId: string | null;
  /** Who is not told: the one who made every change of the item in the window. */
  except: string | null;
}

/**
 * The items changed over the window and still on the schedule. A cancelled one is told as it is
 * cancelled (its answers go with it); one only added has nobody going to hear of it yet.
 */
export function changedItems(changes: readonly (ScheduleChangeRow & { id: string })[]): ChangedItem[] {
  const byItem = new Map<string, (ScheduleChangeRow & { id: string })[]>();
  for (const row of changes) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  const items: ChangedItem[] = [];
  for (const [itemId, rows] of byItem) {
    const last = rows.at(-1)!;
    if (last.change === 'cancelled' || !rows.some((row) => row.change === 'changed')) continue;
    items.push({ itemId, changeId: last.id, title: last.title, actorId: last.changedBy, except: soleAuthor(rows) });
  }
  return items;
}
