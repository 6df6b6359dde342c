import { useCurrentEvent } from '@gatherly/shared';
import { Navigate } from 'react-router-dom';

/** /travel (the dashboard's add-flight and create-carpool buttons) opens the current event's travel section. */
export function TravelRedirect() {
  const { currentEventId } = useCurrentEvent();
  return <Navigate to={currentEventId ? `/events/${currentEventId}/travel` : '/'} replace />;
}
