import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { type ScheduleItem, useCommentCount } from '@gatherly/shared';
import { CommentCountBadge, CommentThread } from '@gatherly/shared/ui';
import { Button, Flex } from 'antd';
import { useId } from 'react';

/** An item's comment count and its thread, opened under the item. */
export function ItemComments({
  eventId,
  item,
  open,
  onToggle,
}: {
  eventId: string;
  item: ScheduleItem;
  open: boolean;
  onToggle: () => void;
}) {
  const count = useCommentCount(eventId, 'scheduleItem', item.id);
  const threadId = useId();
  return (
    <Flex vertical gap={12} style={{ marginTop: 8, minWidth: 0 }}>
      <Flex align="center" gap={8} wrap>
        <Button
          size="small"
          icon={open ? <UpOutlined /> : <DownOutlined />}
          iconPlacement="end"
          aria-expanded={open}
          aria-controls={open ? threadId : undefined}
          aria-label={`Comments on ${item.title}`}
          onClick={onToggle}
        >
          Comments
        </Button>
        {count > 0 && <CommentCountBadge count={count} />}
      </Flex>
      {open && (
        <div id={threadId} style={{ minWidth: 0 }}>
          <CommentThread eventId={eventId} subjectKind="scheduleItem" subjectId={item.id} subjectTitle={item.title} />
        </div>
      )}
    </Flex>
  );
}
