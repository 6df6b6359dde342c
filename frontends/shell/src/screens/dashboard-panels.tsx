import { apiRequest, formatMonthDayTime, isAdmin, type Photo, queryKeys, useCurrentEvent } from '@gatherly/shared';
import { VoteButton } from '@gatherly/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Image, List, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActivityList } from './activity-list';
import { useDashboardLists } from './dashboard-lists';
import { DatePollCard } from './date-poll/date-poll-card';
import { useDatePoll } from './date-poll/date-poll-queries';
import { showsDatePoll } from './date-poll/date-poll-view';
import { ScheduleCard } from './schedule/schedule-card';

/** The 250 px thumbnail, or the 1440 px preview on high-density screens, so a thumbnail stays sharp. */
export const dashboardThumbnailSrcSet = (photoId: string) =>
  `/api/photos/${photoId}/image?size=thumb 250w, /api/photos/${photoId}/image?size=preview 1440w`;

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
  const queryClient = useQueryClient();
  const current = useCurrentEvent().currentEvent;
  const currentEvent = current?.id === eventId ? current : null;
  const { photos, flights, carpools, schedule } = useDashboardLists(eventId);
  const datePoll = useDatePoll(eventId, Boolean(currentEvent && !currentEvent.startDate));

  const vote = useMutation({
    mutationFn: (photo: Photo) => apiRequest(photo.userVoted ? 'DELETE' : 'POST', `/api/photos/${photo.id}/vote`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.photos(eventId) }),
  });

  return (
    <Row gutter={[16, 16]}>
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
            <Row gutter={[8, 8]}>
              {(photos.data ?? []).slice(0, 6).map((photo) => (
                <Col span={8} key={photo.id}>
                  <Image
                    src={`/api/photos/${photo.id}/image?size=thumb`}
                    srcSet={dashboardThumbnailSrcSet(photo.id)}
                    sizes="(max-width: 991px) 30vw, 15vw"
                    alt={photo.caption ?? 'Photo'}
                    style={{ aspectRatio: '1', objectFit: 'cover' }}
                  />
                  <VoteButton
                    size="small"
                    voted={photo.userVoted}
                    count={photo.votes}
                    onVote={() => vote.mutate(photo)}
                  />
                </Col>
              ))}
            </Row>
          )}
        </LinkedCard>
      </Col>
      <Col xs={24} lg={12}>
        <LinkedCard title="Travel Coordination" action="Add Flight" to="/travel?add=flight">
          <List
            locale={{ emptyText: <EmptyText>No Flights Added</EmptyText> }}
            dataSource={(flights.data ?? []).slice(0, 3)}
            renderItem={(flight) => (
              <List.Item>
                <List.Item.Meta
                  title={`${flight.departure} → ${flight.arrival}`}
                  description={`${flight.airline} ${flight.flightNumber} · ${formatMonthDayTime(flight.departureTime)}`}
                />
              </List.Item>
            )}
          />
        </LinkedCard>
      </Col>
      <Col xs={24} lg={12}>
        <LinkedCard title="Carpools" action="Create Carpool" to="/travel?add=carpool">
          <List
            locale={{ emptyText: <EmptyText>No Carpools Created</EmptyText> }}
            dataSource={(carpools.data ?? []).slice(0, 3)}
            renderItem={(carpool) => (
              <List.Item extra={<Tag>{`${carpool.currentSeats}/${carpool.maxSeats}`}</Tag>}>
                <List.Item.Meta
                  title={`${carpool.fromLocation} → ${carpool.toLocation}`}
                  description={formatMonthDayTime(carpool.departureTime)}
                />
              </List.Item>
            )}
          />
        </LinkedCard>
      </Col>
      {currentEvent && showsDatePoll(currentEvent, isAdmin(currentEvent.role), datePoll.data) && (
        <Col xs={24}>
          <DatePollCard event={currentEvent} poll={datePoll.data ?? null} />
        </Col>
      )}
      {currentEvent && (
        <Col xs={24}>
          <ScheduleCard event={currentEvent} items={schedule.data ?? []} />
        </Col>
      )}
    </Row>
  );
}
