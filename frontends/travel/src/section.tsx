import { useCurrentEvent } from '@gatherly/shared';
import { Card, Typography } from 'antd';

/** The Travel Coordination screen; its full content comes in the remotes issue. */
export default function Section() {
  const { currentEvent } = useCurrentEvent();
  return (
    <Card>
      <Typography.Title level={2}>Travel Coordination</Typography.Title>
      <Typography.Paragraph type="secondary">{currentEvent?.name}</Typography.Paragraph>
    </Card>
  );
}
