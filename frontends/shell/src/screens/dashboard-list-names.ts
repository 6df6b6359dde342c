/**
 * The event's lists the dashboard counts and previews. Each name is the list's path under the event, the
 * field its answer carries it in and its query key's name. Apart from their queries, so that the start-up
 * worker can read them without bringing the query library along.
 */
export const DASHBOARD_LISTS = ['photos', 'flights', 'carpools', 'schedule'] as const;

export type DashboardListName = (typeof DASHBOARD_LISTS)[number];

/**
 * The pinned announcements shown above the dashboard's stats, read with the lists: in the first paint,
 * they move nothing that had painted without them.
 */
export const PINNED_ANNOUNCEMENTS_READ = { path: 'announcements?pinned=true', field: 'announcements' } as const;

/** The lists as read at start-up: null where a read failed. */
export type DashboardListsRead = Record<DashboardListName, unknown[] | null> & {
  pinnedAnnouncements: unknown[] | null;
};
