import type { EventDetail, EventListItem } from '@gatherly/shared';
import { getWithSession, resumeSession, type Session } from '@gatherly/shared/session';
import type { Startup, StartupFailure, StartupRequest } from './start-up';

function read<T>(session: Session, path: string, field: string): Promise<T | null> {
  return getWithSession<Record<string, T>>(session, path).then(
    (body) => body[field] ?? null,
    () => null,
  );
}

/**
 * The start-up session check, and the reads of the first screen, on a thread of their own: on the main
 * thread their round trips would advance only between the long tasks of evaluating the app's scripts.
 */
self.onmessage = async ({ data }: MessageEvent<StartupRequest>) => {
  let session: Session;
  try {
    session = await resumeSession();
  } catch (error) {
    const refused = (error as { status?: unknown }).status === 401;
    postMessage({ failed: refused ? 'signed-out' : 'unanswered' } satisfies StartupFailure);
    return;
  }
  const { currentEventId, dashboard } = data;
  const [events, event, slides] = await Promise.all([
    read<EventListItem[]>(session, '/api/events', 'events'),
    currentEventId ? read<EventDetail>(session, `/api/events/${currentEventId}`, 'event') : null,
    currentEventId && dashboard
      ? read<unknown[]>(session, `/api/events/${currentEventId}/banner-slides`, 'slides')
      : null,
  ]);
  postMessage({ session, eventId: currentEventId, events, event, slides } satisfies Startup);
};
