import { MessageOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { CSSProperties } from 'react';

/** "1 comment", "3 comments". */
export const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** How many comments something has: a speech bubble and the number, read out as "3 comments". */
export function CommentCountBadge({ count, style }: { count: number; style?: CSSProperties }) {
  return (
    <Typography.Text
      type="secondary"
      role="img"
      aria-label={commentsLabel(count)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap', ...style }}
    >
      <MessageOutlined aria-hidden />
      <span aria-hidden>{count}</span>
    </Typography.Text>
  );
}
