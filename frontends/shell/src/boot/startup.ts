import type { EventDetail, EventListItem } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';

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
}

const DASHBOARD_PATH = /^\/events\/([^/]+)\/?$/;

/** The event of an event dashboard's address, or null elsewhere. */
export function dashboardEventId(pathname: string): string | null {
  return DASHBOARD_PATH.exec(pathname)?.[1] ?? null;
}
