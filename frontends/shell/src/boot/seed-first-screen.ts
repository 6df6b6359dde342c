import { queryKeys } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import { pinnedAnnouncementsKey } from '../screens/announcements/announcement-keys';
import { DASHBOARD_LISTS, type DashboardListsRead } from '../screens/dashboard-list-names';
import type { Startup } from './start-up';

/** The start-up check, seeded into the app's cache: the session, and when the dashboard's lists are in. */
export interface ResumedStart {
  session: Promise<Session>;
  /**
   * Settles once the lists the worker reads for the dashboard are in the cache or known not to come (the
   * page is not the dashboard, a read or the worker failed, or there is no session): never rejects.
   */
  listsSeeded: Promise<void>;
}

/**
 * Puts the start-up worker's reads where the app's queries look for them, shaped as their query
 * functions shape them, and hands on the session: the first screen renders from them at once.
 */
function seedFirstScreen(client: QueryClient, startup: Startup): Session {
  const { eventId, events, event, slides } = startup;
  if (events) client.setQueryData(queryKeys.events, events);
  if (eventId && event) client.setQueryData(queryKeys.event(eventId), event);
  if (eventId && slides) client.setQueryData(queryKeys.bannerSlides(eventId), slides);
  return startup.session;
}

/**
 * The dashboard's lists, when the worker sends them. A list the dashboard has read itself meanwhile (they
 * came too late for the app to wait for them, see AppRoutes) keeps its own, later read.
 */
function seedDashboardLists(client: QueryClient, eventId: string, read: DashboardListsRead | null): void {
  const seed = (key: readonly unknown[], items: unknown[] | null | undefined) => {
    if (items && !client.getQueryState(key)?.dataUpdatedAt) client.setQueryData(key, items);
  };
  for (const list of DASHBOARD_LISTS) seed(queryKeys[list](eventId), read?.[list]);
  seed(pinnedAnnouncementsKey(eventId), read?.pinnedAnnouncements);
}

/**
 * The session the start-up check found, with its reads seeded, for the AuthProvider to adopt. A visitor
 * without a session gets a rejection, which the AuthProvider handles once it mounts; until then it is
 * marked handled here, or the browser would report "Uncaught (in promise) Error: No session" on every
 * signed-out page.
 */
export function resumeFirstScreen(client: QueryClient, startup: Promise<Startup>): ResumedStart {
  const session = startup.then((found) => seedFirstScreen(client, found));
  session.catch(() => undefined);
  const listsSeeded = startup
    .then(async ({ eventId, lists }) => {
      if (eventId && lists) seedDashboardLists(client, eventId, await lists);
    })
    .catch(() => undefined);
  return { session, listsSeeded };
}
