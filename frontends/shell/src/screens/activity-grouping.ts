/** One entry of the event's activity feed, as the API answers it (newest first). */
export interface ActivityEntry {
  id: string;
  type: string;
  text: string;
  at: string;
  link: string;
  /** Null when the account behind the entry has been deleted. */
  who: { userId: string; displayName: string; photoURL: string | null } | null;
}

/** One line of the list: one entry, or several of the same kind by the same person close in time. */
export interface ActivityGroup {
  /** The newest entry's id. */
  key: string;
  type: string;
  who: ActivityEntry['who'];
  /** What the person did, without the name: 'uploaded 3 photos', or the single entry's text. */
  text: string;
  /** The newest entry's instant. */
  at: string;
  link: string;
  entries: ActivityEntry[];
}

/** Entries at most this far from the newest of their group join it. */
export const GROUP_WINDOW_MS = 60 * 60 * 1000;

/** What several entries of a kind say together; kinds missing here are never grouped. */
const GROUPED_TEXT: Record<string, (count: number, newest: ActivityEntry) => string> = {
  photo_uploaded: (count) => `uploaded ${count} photos`,
  flight_added: (count) => `added ${count} flights`,
  carpool_created: (count) => `offered ${count} carpools`,
  carpool_joined: (count) => `joined ${count} carpools`,
  schedule_item_added: (count) => `added ${count} items to the schedule`,
  rsvp_answered: (count) => `answered ${count} schedule items`,
  rsvp_recorded: (count) => `recorded ${count} answers`,
  expense_added: (count) => `added ${count} expenses`,
  expense_edited: (count) => `edited ${count} expenses`,
  expense_deleted: (count) => `deleted ${count} expenses`,
  payment_recorded: (count) => `recorded ${count} payments`,
  // A conversation is one line in the feed; its thread holds the words. Announcements are never folded.
  comment_added: (count) => `left ${count} comments`,
  // Settings save the start and the end one after the other: the dates they came to are what counts.
  dates_set: (_count, newest) => newest.text,
};

/**
 * Folds consecutive entries (newest first) of the same kind by the same person, each within an hour of
 * the group's newest, into one line. Entries without a person are never grouped.
 */
export function groupActivity(entries: readonly ActivityEntry[]): ActivityGroup[] {
  const runs: ActivityEntry[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    const first = run?.[0];
    if (run && first && joins(first, entry)) run.push(entry);
    else runs.push([entry]);
  }
  return runs.map((run) => {
    const first = run[0]!;
    const grouped = GROUPED_TEXT[first.type];
    return {
      key: first.id,
      type: first.type,
      who: first.who,
      text: run.length > 1 && grouped ? grouped(run.length, first) : first.text,
      at: first.at,
      link: first.link,
      entries: run,
    };
  });
}

function joins(newest: ActivityEntry, entry: ActivityEntry): boolean {
  return (
    newest.type === entry.type &&
    GROUPED_TEXT[entry.type] !== undefined &&
    newest.who !== null &&
    entry.who !== null &&
    newest.who.userId === entry.who.userId &&
    Math.abs(Date.parse(newest.at) - Date.parse(entry.at)) <= GROUP_WINDOW_MS
  );
}
