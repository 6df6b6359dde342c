import { formatMonthDayTime, isAdmin, type Photo, useCurrentEvent } from '@gatherly/shared';
import { loadedOnRender } from '@gatherly/shared/ui';
import { Button, Card, Col, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActivityList } from './activity-list';
import { ItemList } from './item-list';
import { useDashboardLists } from './dashboard-lists';
import { DatePollCard } from './date-poll/date-poll-card';
import { useDatePoll } from './date-poll/date-poll-queries';
import { showsDatePoll } from './date-poll/date-poll-view';
import { ScheduleCard } from './schedule/schedule-card';
import { DATE_POLL_ANCHOR } from './event-facts';

/** The latest photos, with antd's Image (its preview included) loaded only when there are photos to show. */
const DashboardPhotos = loadedOnRender<{ eventId: string; photos: Photo[] }>(
  () => import('./dashboard-photos').then(({ DashboardPhotos }) => DashboardPhotos),
  () => <Skeleton active title={false} paragraph={{ rows: 3 }} />,
);

/** antd draws empty-list texts in its disabled grey, below AA contrast; this is readable. */
const EmptyText = ({ children }: { children: string }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);

/** A dashboard card whose header links to the page that holds the rest. */
function LinkedCard({
  title,
  action,
  to,
  children,
}: {
  title: string;
  action: string;
  to: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Card
      title={title}
      extra={
        <Button type="link" onClick={() => navigate(to)}>
          {action}
        </Button>
      }
    >
      {children}
    </Card>
  );
}

/**
 * The event dashboard's cards below its heading and stats (spec section 2): recent activity, photos with
 * the vote toggle, travel, carpools, the date poll while the dates are to be decided, and the schedule.
 */
export default function DashboardPanels({ eventId }: { eventId: string }) {
  const current = useCurrentEvent().currentEvent;
  const currentEvent = current?.id === eventId ? current : null;
  const { photos, flights, carpools, schedule } = useDashboardLists(eventId);
  const datePoll = useDatePoll(eventId, Boolean(currentEvent && !currentEvent.startDate));

  // While the dates are to be decided, picking them is the first thing to do: the poll leads.
  const poll = currentEvent && showsDatePoll(currentEvent, isAdmin(currentEvent.role), datePoll.data) && (
    <Col xs={24} id={DATE_POLL_ANCHOR} style={{ scrollMarginTop: 16 }}>
      <DatePollCard event={currentEvent} poll={datePoll.data ?? null} />
    </Col>
  );

  return (
    <Row gutter={[16, 16]}>
      {poll}
      <Col xs={24} lg={12}>
        <LinkedCard title="Recent Activity" action="View All" to="/activity">
          <ActivityList eventId={eventId} limit={5} />
        </LinkedCard>
      </Col>
      <Col xs={24} lg={12}>
        <LinkedCard title="Photos" action="View All" to={`/events/${eventId}/photos`}>
          {(photos.data ?? []).length === 0 ? (
            <Empty description="No Photos Yet" />
          ) : (
            <DashboardPhotos eventId={eventId} photos={(photos.data ?? []).slice(0, 6)} />
          )}
        </LinkedCard>
      </Col>
      <Col xs={24} lg={12}>
        <LinkedCard title="Travel Coordination" action="Add Flight" to="/travel?add=flight">
          <ItemList
            empty={<EmptyText>No Flights Added</EmptyText>}
            items={(flights.data ?? []).slice(0, 3).map((flight) => ({
              key: flight.id,
              title: `${flight.departure} → ${flight.arrival}`,
              description: `${flight.airline} ${flight.flightNumber} · ${formatMonthDayTime(flight.departureTime)}`,
            }))}
          />
        </LinkedCard>
      </Col>
      <Col xs={24} lg={12}>
        <LinkedCard title="Carpools" action="Create Carpool" to="/travel?add=carpool">
          <ItemList
            empty={<EmptyText>No Carpools Created</EmptyText>}
            items={(carpools.data ?? []).slice(0, 3).map((carpool) => ({
              key: carpool.id,
              title: `${carpool.fromLocation} → ${carpool.toLocation}`,
              description: formatMonthDayTime(carpool.departureTime),
              extra: <Tag>{`${carpool.currentSeats}/${carpool.maxSeats}`}</Tag>,
            }))}
          />
        </LinkedCard>
      </Col>
      {currentEvent && (
        <Col xs={24}>
          <ScheduleCard event={currentEvent} items={schedule.data ?? []} />
        </Col>
      )}
    </Row>
  );
}
