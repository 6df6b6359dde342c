import { useCommentCount, type CommentSubjectKind } from '@gatherly/shared';
import { CommentCountBadge, loadedOnOpen } from '@gatherly/shared/ui';
import { Button, Flex } from 'antd';
import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CommentsDrawer as CommentsDrawerNow } from './comments-drawer';

/** The drawer and the thread in it load when comments are first opened, not with the list. */
export const CommentsDrawer = loadedOnOpen<ComponentProps<typeof CommentsDrawerNow>>(
  () => import('./comments-drawer').then(({ CommentsDrawer }) => CommentsDrawer),
  ({ subject }) => subject !== null,
);

/**
 * Whose comments are open lives in the address (`?carpool=<id>`, `?stay=<id>`): a notification's link
 * opens them, and a reload keeps them open.
 */
export function useOpenComments(param: 'carpool' | 'stay'): [string | null, (subjectId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = (subjectId: string | null) =>
    setParams(
      (current) => {
        if (subjectId) current.set(param, subjectId);
        else current.delete(param);
        return current;
      },
      { replace: true },
    );
  return [params.get(param), open];
}

/** A card's comment count (when it has any) and its Comments button. */
export function CommentsFooter({
  eventId,
  kind,
  subjectId,
  title,
  onOpen,
}: {
  eventId: string;
  kind: CommentSubjectKind;
  subjectId: string;
  title: string;
  onOpen: () => void;
}) {
  const count = useCommentCount(eventId, kind, subjectId);
  return (
    <Flex align="center" gap={8} wrap>
      <Button onClick={onOpen} aria-label={`Comments on ${title}`}>
        Comments
      </Button>
      {count > 0 && <CommentCountBadge count={count} />}
    </Flex>
  );
}
