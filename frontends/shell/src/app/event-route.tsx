import { isAdmin, useCurrentEvent } from '@gatherly/shared';
import { loadedOnRender } from '@gatherly/shared/ui';
import { Card, Col, Row, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';

/** Placeholder cards while the event loads (spec section 2). */
export function PlaceholderCards() {
  return (
    <Row gutter={[16, 16]} role="status" aria-label="Loading event">
      {[0, 1, 2, 3].map((key) => (
        <Col xs={24} md={12} key={key}>
          <Card>
            <Skeleton active />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Outcomes a member meets rarely: their code, and antd's Result, load when one is shown. */
export const AccessDenied = loadedOnRender(
  () => import('./event-outcomes').then(({ AccessDenied }) => AccessDenied),
  () => <Skeleton active />,
);

/** Spec section 2: what a route about "the current event" shows when there is none. */
export const NoEvents = loadedOnRender(
  () => import('./event-outcomes').then(({ NoEvents }) => NoEvents),
  () => <Skeleton active />,
);

/**
 * Every /events/{eventId} route: switches the current event, then shows the screen only to members
 * (or to the creator of an event made in the last five minutes).
 */
export function EventRoute() {
  const { eventId = '' } = useParams();
  const { accessTo, switchEvent } = useCurrentEvent();
  const access = accessTo(eventId);
  useEffect(() => {
    if (access === 'allowed') switchEvent(eventId);
  }, [access, eventId, switchEvent]);
  if (access === 'loading') return <PlaceholderCards />;
  if (access === 'denied') return <AccessDenied />;
  return <Outlet />;
}

/** Settings are for admins and the creator; others go back to the event (spec section 6). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { eventId = '' } = useParams();
  const { events } = useCurrentEvent();
  const role = events?.find((event) => event.id === eventId)?.role;
  if (!role) return <PlaceholderCards />;
  if (!isAdmin(role)) return <Navigate to={`/events/${eventId}`} replace />;
  return <>{children}</>;
}
