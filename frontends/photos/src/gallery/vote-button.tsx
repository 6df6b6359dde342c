import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { Photo } from '@gatherly/shared';
import { VisuallyHidden } from '@gatherly/shared/ui';
import { Button } from 'antd';

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
      <VisuallyHidden>{photo.userVoted ? 'Remove vote' : 'Vote'} </VisuallyHidden>
      {photo.voteCount}
    </Button>
  );
}
