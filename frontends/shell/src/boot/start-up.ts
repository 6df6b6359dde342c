import { resumeSession, type Session } from '@gatherly/shared/session';
import type { EventDetail, EventListItem } from '@gatherly/shared';
import type { DashboardListsRead } from '../screens/dashboard-list-names';
import { DASHBOARD_PATH, type EarlyStartup } from './early-startup';

/** What the start-up worker is asked: the event stored as current, and whether the page is its dashboard. */
export interface StartupRequest {
  currentEventId: string | null;
  dashboard: boolean;
}

/** What it answers: the session, and the first screen's reads made with it (null where one failed). */
export interface Startup {
  session: Session;
  eventId: string | null;
  events: EventListItem[] | null;
  event: EventDetail | null;
  slides: unknown[] | null;
  /**
   * Set on the main thread: the dashboard's lists, which the worker sends after the rest (null when the
   * page is not the dashboard or the worker stopped; a list whose read failed is null on its own).
   */
  lists?: Promise<DashboardListsRead | null>;
}

/** The worker's second answer: on the event's dashboard, the lists it counts; null elsewhere. */
export interface StartupLists {
  dashboardLists: DashboardListsRead | null;
}

/**
 * Or why there is no session: refused by the server (signed out), or no answer at all (no network, or a
 * server unable to answer), after which a remembered member stays signed in to read what was saved.
 */
export interface StartupFailure {
  failed: 'signed-out' | 'unanswered';
}

/** Rejected with the status the server answered (401 when refused), as the app's own session check would be. */
const failure = ({ failed }: StartupFailure) =>
  Object.assign(new Error(failed === 'signed-out' ? 'No session' : 'No answer'), {
    status: failed === 'signed-out' ? 401 : undefined,
  });

/** The event of an event dashboard's address, or null elsewhere. */
export function dashboardEventId(pathname: string): string | null {
  return DASHBOARD_PATH.exec(pathname)?.[1] ?? null;
}

/**
 * Takes over the start-up worker (startStartupWorker: started by the page's <head>, else by the entry) and
 * answers what it finds: the session and the first screen's reads. Should the worker not start or fail to
 * load, the check runs here instead, before any refresh has been spent.
 */
export function startUp(takeWorker: () => EarlyStartup | undefined): Promise<Startup> {
  const onMainThread = async (): Promise<Startup> => ({
    session: await resumeSession(),
    eventId: null,
    events: null,
    event: null,
    slides: null,
  });
  const early = takeWorker();
  if (!early) return onMainThread();
  const { worker, received } = early;
  return new Promise<Startup>((resolve, reject) => {
    let answered = false;
    let handOnLists: (lists: DashboardListsRead | null) => void = () => undefined;
    const lists = new Promise<DashboardListsRead | null>((resolveLists) => (handOnLists = resolveLists));
    const answer = (data: Startup | StartupFailure | StartupLists) => {
      if ('dashboardLists' in data) {
        worker.terminate();
        handOnLists(data.dashboardLists);
      } else if ('failed' in data) {
        worker.terminate();
        reject(failure(data));
      } else {
        answered = true;
        resolve({ ...data, lists });
      }
    };
    const failed = () => {
      worker.terminate();
      if (answered) handOnLists(null);
      else onMainThread().then(resolve, reject);
    };
    // What it said before this took it over, in order, then what it says from now on.
    for (const item of received) {
      if ('failed' in item) failed();
      else answer(item.data as Startup | StartupFailure | StartupLists);
    }
    worker.onmessage = ({ data }: MessageEvent<Startup | StartupFailure | StartupLists>) => answer(data);
    worker.onerror = (error) => {
      error.preventDefault();
      failed();
    };
  });
}
