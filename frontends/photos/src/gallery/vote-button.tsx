import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { Photo } from '@gatherly/shared';
import { Button } from 'antd';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The heart toggle with the vote count; pressed while the user has voted. Its name is the hidden
 * action word followed by the visible count, so what is seen is part of what is announced.
 */
export function VoteButton({ photo, onVote }: { photo: Photo; onVote: () => void }) {
  return (
    <Button
      type="text"
      aria-pressed={photo.userVoted}
      icon={photo.userVoted ? <HeartFilled aria-hidden style={{ color: '#dc2626' }} /> : <HeartOutlined aria-hidden />}
      onClick={onVote}
    >
      <span style={visuallyHidden}>{photo.userVoted ? 'Remove vote' : 'Vote'} </span>
      {photo.voteCount}
    </Button>
  );
}
