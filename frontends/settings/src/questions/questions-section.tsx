import { QuestionsEditor } from '@gatherly/shared/ui';
import { Card, Typography } from 'antd';

/** The questions every guest answers with their reply; an item's own are edited with the item. */
export function QuestionsSection({ eventId }: { eventId: string }) {
  return (
    <Card title="Questions for guests">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Each person answers these with their RSVP. Questions for one schedule item are added when editing the item.
      </Typography.Paragraph>
      <QuestionsEditor eventId={eventId} scheduleItemId={null} />
    </Card>
  );
}
