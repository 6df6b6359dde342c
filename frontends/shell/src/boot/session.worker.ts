import type { EventDetail, EventListItem } from '@gatherly/shared';
import { getWithSession, resumeSession, type Session } from '@gatherly/shared/session';
import { DASHBOARD_LISTS, type DashboardListsRead, PINNED_ANNOUNCEMENTS_READ } from '../screens/dashboard-list-names';
import { warmUpIntl } from './intl-warm-up';
import type { Startup, StartupFailure, StartupLists, StartupRequest } from './start-up';

function read<T>(session: Session, path: string, field: string): Promise<T | null> {
  return getWithSession<Record<string, T>>(session, path).then(
    (body) => body[field] ?? null,
    () => null,
  );
}

/**
 * The lists the dashboard counts, read while the app's scripts still load: its stats show their numbers
 * from its first render, rather than zeros replaced a moment later by a second render.
 */
async function readDashboardLists(session: Session, eventId: string): Promise<DashboardListsRead> {
  const { path, field } = PINNED_ANNOUNCEMENTS_READ;
  const [pinnedAnnouncements, ...answers] = await Promise.all([
    read<unknown[]>(session, `/api/events/${eventId}/${path}`, field),
    ...DASHBOARD_LISTS.map((list) => read<unknown[]>(session, `/api/events/${eventId}/${list}`, list)),
  ]);
  const lists = Object.fromEntries(DASHBOARD_LISTS.map((list, index) => [list, answers[index]!]));
  return { ...lists, pinnedAnnouncements } as DashboardListsRead;
}

/** What the page asks, read from the worker's name (startStartupWorker); no stored event, should it not parse. */
function startupRequest(name: string): StartupRequest {
  try {
    const { currentEventId, dashboard } = JSON.parse(name) as Partial<StartupRequest>;
    return {
      currentEventId: typeof currentEventId === 'string' ? currentEventId : null,
      dashboard: dashboard === true,
    };
  } catch {
    return { currentEventId: null, dashboard: false };
  }
}

/**
 * The start-up session check, and the reads of the first screen, on a thread of their own: on the main
 * thread their round trips would advance only between the long tasks of evaluating the app's scripts.
 */
async function startUp({ currentEventId, dashboard }: StartupRequest): Promise<void> {
  const resumed = resumeSession();
  // While the session check is on the network: the date formatting the first screen needs, set up here
  // rather than in a long task of the main thread (intl-warm-up.ts).
  warmUpIntl();
  let session: Session;
  try {
    session = await resumed;
  } catch (error) {
    const refused = (error as { status?: unknown }).status === 401;
    postMessage({ failed: refused ? 'signed-out' : 'unanswered' } satisfies StartupFailure);
    return;
  }
  const [events, event, slides] = await Promise.all([
    read<EventListItem[]>(session, '/api/events', 'events'),
    currentEventId ? read<EventDetail>(session, `/api/events/${currentEventId}`, 'event') : null,
    currentEventId && dashboard
      ? read<unknown[]>(session, `/api/events/${currentEventId}/banner-slides`, 'slides')
      : null,
  ]);
  postMessage({ session, eventId: currentEventId, events, event, slides } satisfies Startup);
  // After the rest, so that the event's own read, which the first paint waits for, waits for none of them.
  const dashboardLists = currentEventId && dashboard ? await readDashboardLists(session, currentEventId) : null;
  postMessage({ dashboardLists } satisfies StartupLists);
}

void startUp(startupRequest(self.name));
