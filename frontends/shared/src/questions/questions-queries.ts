import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/api-error';
import { type ApiBody, apiCall } from '../api/api-call';
import { queryKeys } from '../query/query-client';
import type { Toast } from '../toasts';
import { useNotify } from '../ui/notify';

export type QuestionFields = ApiBody<'/api/events/{eventId}/questions', 'POST'>;
export type QuestionChanges = ApiBody<'/api/questions/{questionId}', 'PATCH'>;

const failed = (title: string, error: unknown): Toast => ({
  title,
  description: errorMessage(error, 'Please try again.'),
  variant: 'destructive',
});

/** Adds a question, or changes one when given its id; the list is read again either way. */
export function useSaveQuestion(eventId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ questionId, fields }: { questionId?: string; fields: QuestionFields | QuestionChanges }) =>
      questionId
        ? apiCall('PATCH', '/api/questions/{questionId}', { params: { questionId }, body: fields as QuestionChanges })
        : apiCall('POST', '/api/events/{eventId}/questions', { params: { eventId }, body: fields as QuestionFields }),
    onSuccess: (_answer, { questionId }) => {
      notify({ title: questionId ? 'Question updated' : 'Question added' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions(eventId) });
    },
  });
}

export function useDeleteQuestion(eventId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (questionId: string) => apiCall('DELETE', '/api/questions/{questionId}', { params: { questionId } }),
    onSuccess: () => {
      notify({ title: 'Question deleted' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions(eventId) });
    },
    onError: (error) => notify(failed('Could not delete the question', error)),
  });
}

/** Puts some questions in a new order among the places they hold; the list shows the server's order. */
export function useReorderQuestions(eventId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (questionIds: string[]) =>
      (await apiCall('PUT', '/api/events/{eventId}/questions/order', { params: { eventId }, body: { questionIds } }))
        .questions,
    onSuccess: (questions) => queryClient.setQueryData(queryKeys.questions(eventId), questions),
    onError: (error) => notify(failed('Could not move the question', error)),
  });
}
