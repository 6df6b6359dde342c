import { useCurrentEvent } from '@gatherly/shared';
import { Navigate, useLocation } from 'react-router-dom';
import { NoEvents, PlaceholderCards } from '../app/event-route';

/**
 * /travel (the dashboard's add-flight and create-carpool buttons) opens the current event's travel section,
 * passing on what to open there (`?add=flight` or `?add=carpool`).
 */
export function TravelRedirect() {
  const { events, currentEventId } = useCurrentEvent();
  const { search } = useLocation();
  // The stored current event counts only once the user's list has confirmed it.
  if (events === undefined) return <PlaceholderCards />;
  return currentEventId ? <Navigate to={`/events/${currentEventId}/travel${search}`} replace /> : <NoEvents />;
}
