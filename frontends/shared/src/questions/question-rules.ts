import type { QuestionKind } from '../api/types';

/** The API's limits (backend questions/question-rules.ts), so the form refuses what the server would. */
export const PROMPT_MAX = 300;
export const OPTION_MAX = 100;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 20;
export const MAX_QUESTIONS = 30;

export const KIND_LABEL: Record<QuestionKind, string> = {
  single_choice: 'One choice',
  multiple_choice: 'Several choices',
  short_text: 'Short text',
};

export const isChoice = (kind: QuestionKind) => kind !== 'short_text';

/** What is wrong with a question's options as typed, or null: the server's rules, in its words. */
export function optionsProblem(kind: QuestionKind, options: string[]): string | null {
  if (!isChoice(kind)) return null;
  const trimmed = options.map((option) => option.trim());
  if (trimmed.some((option) => option === '')) return 'Options must not be blank';
  if (new Set(trimmed.map((option) => option.toLocaleLowerCase())).size !== trimmed.length) {
    return 'Each option must be different';
  }
  if (trimmed.length < MIN_OPTIONS) return `A choice question needs at least ${MIN_OPTIONS} options`;
  if (trimmed.length > MAX_OPTIONS) return `A question can offer at most ${MAX_OPTIONS} options`;
  return null;
}

/** The ids of one scope's questions with the one at `index` moved one place up (-1) or down (1). */
export function movedIds(ids: string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
