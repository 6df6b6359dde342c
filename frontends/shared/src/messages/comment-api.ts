import { apiCall } from '../api/api-call';
import type { Comment, CommentDraft, CommentSubjectKind } from './comment-types';

/** A subject's comments, by the route its kind has. */
export async function readComments(kind: CommentSubjectKind, subjectId: string): Promise<Comment[]> {
  switch (kind) {
    case 'photo':
      return (await apiCall('GET', '/api/photos/{photoId}/comments', { params: { photoId: subjectId } })).comments;
    case 'scheduleItem':
      return (
        await apiCall('GET', '/api/schedule/{scheduleEventId}/comments', { params: { scheduleEventId: subjectId } })
      ).comments;
    case 'carpool':
      return (await apiCall('GET', '/api/carpools/{carpoolId}/comments', { params: { carpoolId: subjectId } }))
        .comments;
    case 'stay':
      return (await apiCall('GET', '/api/stays/{stayId}/comments', { params: { stayId: subjectId } })).comments;
  }
}

/** A new comment, or a reply (parentId), on a subject. */
export async function postComment(
  kind: CommentSubjectKind,
  subjectId: string,
  body: CommentDraft & { parentId?: string },
): Promise<Comment> {
  switch (kind) {
    case 'photo':
      return (await apiCall('POST', '/api/photos/{photoId}/comments', { params: { photoId: subjectId }, body }))
        .comment;
    case 'scheduleItem':
      return (
        await apiCall('POST', '/api/schedule/{scheduleEventId}/comments', {
          params: { scheduleEventId: subjectId },
          body,
        })
      ).comment;
    case 'carpool':
      return (await apiCall('POST', '/api/carpools/{carpoolId}/comments', { params: { carpoolId: subjectId }, body }))
        .comment;
    case 'stay':
      return (await apiCall('POST', '/api/stays/{stayId}/comments', { params: { stayId: subjectId }, body })).comment;
  }
}
