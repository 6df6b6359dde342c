import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/api-call';
import { queryKeys } from '../query/query-client';
import { readComments } from './comment-api';
import { COUNT_FIELD, type Mentionable } from './comment-rules';
import type { CommentSubjectKind } from './comment-types';

/** A subject's comments and replies, oldest first (threadComments threads them). */
export function useComments(subjectKind: CommentSubjectKind, subjectId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.comments(subjectKind, subjectId),
    queryFn: () => readComments(subjectKind, subjectId),
    enabled: enabled && Boolean(subjectId),
  });
}

/** How many comments each subject of the event has, for the counts on cards and thumbnails. */
export function useCommentCounts(eventId: string) {
  return useQuery({
    queryKey: queryKeys.commentCounts(eventId),
    queryFn: () => apiCall('GET', '/api/events/{eventId}/comment-counts', { params: { eventId } }),
    enabled: Boolean(eventId),
  });
}

/** One subject's count (0 while the counts load): every card reads the event's one request. */
export function useCommentCount(eventId: string, subjectKind: CommentSubjectKind, subjectId: string): number {
  const counts = useCommentCounts(eventId);
  return counts.data?.[COUNT_FIELD[subjectKind]]?.[subjectId] ?? 0;
}

/**
 * The event's members who can be named with @, from the member list as the members section reads it (same
 * key, same shape: one cache entry).
 */
export function useMentionable(eventId: string) {
  return useQuery({
    queryKey: queryKeys.members(eventId),
    queryFn: async () => (await apiCall('GET', '/api/events/{eventId}/members', { params: { eventId } })).members,
    enabled: Boolean(eventId),
    select: (members): Mentionable[] =>
      members.map((member) => ({
        userId: member.userId,
        displayName: member.user.displayName,
        photoURL: member.user.photoURL,
      })),
  });
}
