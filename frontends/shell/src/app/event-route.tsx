import { LockOutlined } from '@ant-design/icons';
import { isAdmin, useCurrentEvent } from '@gatherly/shared';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router-dom';

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

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined />}
      title="Access Denied"
      subTitle="You have not been invited to this event"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back to Dashboard
        </Button>
      }
    />
  );
}

/** Spec section 2: what a route about "the current event" shows when there is none. */
export function NoEvents() {
  const navigate = useNavigate();
  return (
    <Result
      title="No Events Yet"
      subTitle="Create your first event to start planning and coordinating with others."
      extra={
        <Button type="primary" onClick={() => navigate('/create-event')}>
          Create Your First Event
        </Button>
      }
    />
  );
}

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
