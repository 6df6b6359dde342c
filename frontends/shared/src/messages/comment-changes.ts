import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error';
import { apiCall } from '../api/api-call';
import { queryKeys } from '../query/query-client';
import { useNotify } from '../ui/notify';
import { postComment } from './comment-api';
import type { CommentDraft, CommentSubjectKind } from './comment-types';

/** A thread's subject, and the event whose counts and activity feed it shows in. */
export interface CommentSubject {
  eventId: string;
  subjectKind: CommentSubjectKind;
  subjectId: string;
}

/**
 * What a change to a comment changes: the thread, the event's counts and its activity feed, read again
 * after a failure too (the comment may be gone). Awaited, so that a composer clears (or an edit closes)
 * once the thread shows the change.
 */
function useRefreshComments({ eventId, subjectKind, subjectId }: CommentSubject) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.comments(subjectKind, subjectId), queryKeys.commentCounts(eventId), queryKeys.activity(eventId)].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A failure's toast: the server's word where it has one (a refused mention, the rate limit). */
function useFailureToast(fallback: string) {
  const notify = useNotify();
  return (error: unknown) =>
    notify({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

export function usePostComment(subject: CommentSubject) {
  const refresh = useRefreshComments(subject);
  return useMutation({
    mutationFn: (draft: CommentDraft & { parentId?: string }) =>
      postComment(subject.subjectKind, subject.subjectId, draft),
    onSettled: refresh,
    onError: useFailureToast('Failed to post your comment. Please try again.'),
  });
}

export function useEditComment(subject: CommentSubject) {
  const refresh = useRefreshComments(subject);
  return useMutation({
    mutationFn: ({ commentId, ...body }: CommentDraft & { commentId: string }) =>
      apiCall('PATCH', '/api/comments/{commentId}', { params: { commentId }, body }),
    onSettled: refresh,
    onError: useFailureToast('Failed to save your changes. Please try again.'),
  });
}

export function useDeleteComment(subject: CommentSubject) {
  const refresh = useRefreshComments(subject);
  return useMutation({
    mutationFn: (commentId: string) => apiCall('DELETE', '/api/comments/{commentId}', { params: { commentId } }),
    onSettled: refresh,
    onError: useFailureToast('Failed to delete the comment. Please try again.'),
  });
}
