import { queryKeys } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import type { QueryClient } from '@tanstack/react-query';
import type { Startup } from './start-up';

/**
 * Puts the start-up worker's reads where the app's queries look for them, shaped as their query
 * functions shape them, and hands on the session: the first screen renders from them at once.
 */
export function seedFirstScreen(client: QueryClient, startup: Startup): Session {
  const { eventId, events, event, slides } = startup;
  if (events) client.setQueryData(queryKeys.events, events);
  if (eventId && event) client.setQueryData(queryKeys.event(eventId), event);
  if (eventId && slides) client.setQueryData(queryKeys.bannerSlides(eventId), slides);
  return startup.session;
}
