import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiGet } from '../api/client';
import type { EventDetail, EventListItem } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { queryKeys } from '../query/query-client';
import {
  canSwitchTo,
  eventAccess,
  type EventAccess,
  NEW_EVENT_SWEEP_MS,
  pruneRecentlyCreated,
} from './current-event-rules';
import { CURRENT_EVENT_KEY } from './current-event-storage';

export interface CurrentEventValue {
  events: EventListItem[] | undefined;
  eventsLoading: boolean;
  currentEventId: string | null;
  currentEvent: EventDetail | null | undefined;
  /** Ignored unless the event is in the user's list or was just created. */
  switchEvent: (eventId: string) => void;
  rememberCreated: (eventId: string) => void;
  accessTo: (eventId: string) => EventAccess;
}

const CurrentEventContext = createContext<CurrentEventValue | null>(null);

export function CurrentEventProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const [currentEventId, setCurrentEventId] = useState<string | null>(() => localStorage.getItem(CURRENT_EVENT_KEY));
  const [recent, setRecent] = useState<Map<string, number>>(() => new Map());

  const eventsQuery = useQuery({
    queryKey: queryKeys.events,
    queryFn: async () => (await apiGet<{ events: EventListItem[] }>('/api/events'))?.events ?? [],
    enabled: Boolean(user),
  });
  const events = user ? eventsQuery.data : undefined;
  const listedIds = useMemo(() => events?.map((event) => event.id), [events]);

  const eventQuery = useQuery({
    queryKey: queryKeys.event(currentEventId ?? ''),
    queryFn: async () => (await apiGet<{ event: EventDetail }>(`/api/events/${currentEventId}`))?.event ?? null,
    enabled: Boolean(user && currentEventId),
  });

  useEffect(() => {
    const sweep = setInterval(
      () => setRecent((current) => pruneRecentlyCreated(current, Date.now())),
      NEW_EVENT_SWEEP_MS,
    );
    return () => clearInterval(sweep);
  }, []);

  // The current event disappears with the user, or when it leaves their list. While the session check
  // runs there is no user yet, but the stored event is kept: it loads as soon as the user is known.
  useEffect(() => {
    if (!user) {
      if (!loading) setCurrentEventId(null);
      return;
    }
    if (currentEventId && listedIds && !canSwitchTo(currentEventId, listedIds, recent, Date.now()))
      setCurrentEventId(null);
  }, [user, loading, currentEventId, listedIds, recent]);

  useEffect(() => {
    if (currentEventId) localStorage.setItem(CURRENT_EVENT_KEY, currentEventId);
    else localStorage.removeItem(CURRENT_EVENT_KEY);
  }, [currentEventId]);

  const switchEvent = useCallback(
    (eventId: string) => {
      if (canSwitchTo(eventId, listedIds ?? [], recent, Date.now())) setCurrentEventId(eventId);
    },
    [listedIds, recent],
  );

  const rememberCreated = useCallback((eventId: string) => {
    setRecent((current) => new Map(current).set(eventId, Date.now()));
    setCurrentEventId(eventId);
  }, []);

  const accessTo = useCallback(
    (eventId: string) => eventAccess(eventId, listedIds, recent, Date.now()),
    [listedIds, recent],
  );

  const value = useMemo(
    () => ({
      events,
      eventsLoading: eventsQuery.isLoading,
      currentEventId,
      currentEvent: currentEventId ? eventQuery.data : null,
      switchEvent,
      rememberCreated,
      accessTo,
    }),
    [events, eventsQuery.isLoading, currentEventId, eventQuery.data, switchEvent, rememberCreated, accessTo],
  );
  return <CurrentEventContext.Provider value={value}>{children}</CurrentEventContext.Provider>;
}

export function useCurrentEvent(): CurrentEventValue {
  const value = useContext(CurrentEventContext);
  if (!value) throw new Error('useCurrentEvent must be used within a CurrentEventProvider');
  return value;
}
