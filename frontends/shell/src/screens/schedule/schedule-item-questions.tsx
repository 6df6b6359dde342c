import { QuestionsEditor } from '@gatherly/shared/ui';
import { Divider, Typography } from 'antd';
import { useId } from 'react';

/**
 * The questions guests answer with this item's RSVP, under the item's form; a new item has them once it
 * is saved. The event's own questions are asked too, and are edited in Settings.
 */
export function ScheduleItemQuestions({ eventId, itemId }: { eventId: string; itemId: string | null }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Divider style={{ margin: '8px 0 16px' }} />
      <Typography.Title id={id} level={5} style={{ marginTop: 0 }}>
        Questions for guests
      </Typography.Title>
      {itemId ? (
        <QuestionsEditor eventId={eventId} scheduleItemId={itemId} />
      ) : (
        <Typography.Text type="secondary">
          Add the item first; then edit it to ask guests something with their reply to it.
        </Typography.Text>
      )}
    </section>
  );
}
