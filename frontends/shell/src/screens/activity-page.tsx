import { useCurrentEvent } from '@gatherly/shared';
import { Card, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import { ActivityList } from './activity-list';

/** /activity: the current event's activity (the spec leaves this screen open). */
export function ActivityPage() {
  const { currentEventId, currentEvent } = useCurrentEvent();
  if (!currentEventId) return <Navigate to="/" replace />;
  return (
    <Card>
      <Typography.Title level={2}>Recent Activity</Typography.Title>
      {currentEvent && <Typography.Paragraph type="secondary">{currentEvent.name}</Typography.Paragraph>}
      <ActivityList eventId={currentEventId} limit={100} />
    </Card>
  );
}
