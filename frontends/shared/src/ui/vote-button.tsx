import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { VisuallyHidden } from './visually-hidden';

/**
 * The heart toggle with a photo's vote count; pressed while the user has voted. Its name is the hidden
 * action word followed by the visible count, so what is seen is part of what is announced.
 */
export function VoteButton({
  voted,
  count,
  onVote,
  size,
}: {
  voted: boolean;
  count: number;
  onVote: () => void;
  size?: 'small';
}) {
  return (
    <Button
      type="text"
      size={size}
      aria-pressed={voted}
      icon={voted ? <HeartFilled aria-hidden style={{ color: '#dc2626' }} /> : <HeartOutlined aria-hidden />}
      onClick={onVote}
    >
      <VisuallyHidden>{voted ? 'Remove vote' : 'Vote'} </VisuallyHidden>
      {count}
    </Button>
  );
}
