import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/api-call';
import type { RsvpQuestion } from '../api/types';
import { queryKeys } from '../query/query-client';

/**
 * The questions asked with the RSVP: the event's, and those of the items the caller sees, by position.
 * One request per event, whatever asks for them (each item's answer button, the dialogs, Settings).
 */
export function useQuestions(eventId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.questions(eventId),
    queryFn: async (): Promise<RsvpQuestion[]> =>
      (await apiCall('GET', '/api/events/{eventId}/questions', { params: { eventId } })).questions,
    enabled: enabled && Boolean(eventId),
  });
}

/** The questions a reply to one item asks: the whole event's, then the item's own, in their order. */
export const questionsFor = (questions: readonly RsvpQuestion[], itemId: string) =>
  questions.filter((question) => question.scheduleItemId === null || question.scheduleItemId === itemId);
