import { useCurrentEvent } from '@gatherly/shared';
import { Card, Typography } from 'antd';

/** The Photo Gallery screen; its full content comes in the remotes issue. */
export default function Section() {
  const { currentEvent } = useCurrentEvent();
  return (
    <Card>
      <Typography.Title level={2}>Photo Gallery</Typography.Title>
      <Typography.Paragraph type="secondary">{currentEvent?.name}</Typography.Paragraph>
    </Card>
  );
}
