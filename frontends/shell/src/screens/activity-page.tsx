import { useCurrentEvent } from '@gatherly/shared';
import { Card, Typography } from 'antd';
import { NoEvents, PlaceholderCards } from '../app/event-route';
import { ActivityList } from './activity-list';

/** /activity: the current event's activity (the spec leaves this screen open). */
export function ActivityPage() {
  const { events, currentEventId, currentEvent } = useCurrentEvent();
  if (events === undefined) return <PlaceholderCards />;
  if (!currentEventId) return <NoEvents />;
  return (
    <Card>
      <Typography.Title level={2}>Recent Activity</Typography.Title>
      {currentEvent && <Typography.Paragraph type="secondary">{currentEvent.name}</Typography.Paragraph>}
      <ActivityList eventId={currentEventId} limit={100} />
    </Card>
  );
}
