import type { QuestionKind } from './rsvp-question.entity';

export const MAX_QUESTIONS_PER_EVENT = 30;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 20;
export const OPTION_MAX_LENGTH = 100;

export const isChoice = (kind: QuestionKind) => kind !== 'short_text';

/** Why a question cannot have these options, or null: a choice offers 2 to 20 distinct options, a text none. */
export function optionsRefusal(kind: QuestionKind, options: string[]): string | null {
  if (!isChoice(kind)) return options.length === 0 ? null : 'A short text question has no options';
  if (options.some((option) => option.trim() === '')) return 'Options must not be blank';
  if (options.some((option) => option.length > OPTION_MAX_LENGTH)) {
    return `Each option must be ${OPTION_MAX_LENGTH} characters or fewer`;
  }
  const seen = new Set(options.map((option) => option.toLocaleLowerCase()));
  if (seen.size !== options.length) return 'Each option must be different';
  if (options.length < MIN_OPTIONS) return `A choice question needs at least ${MIN_OPTIONS} options`;
  if (options.length > MAX_OPTIONS) return `A question can offer at most ${MAX_OPTIONS} options`;
  return null;
}

/** What people have answered to a question, as a change to it must respect. */
export interface AnsweredState {
  kind: QuestionKind;
  answerCount: number;
  /** The options someone chose; empty for short text. */
  optionsInUse: string[];
}

/**
 * Why an answered question cannot change this way, or null. Stored answers stay valid: the kind cannot
 * change once someone answered, nor can an option someone chose go (renaming one is removing it).
 */
export function answeredChangeRefusal(state: AnsweredState, kind: QuestionKind, options: string[]): string | null {
  if (state.answerCount === 0) return null;
  if (kind !== state.kind) return 'People have answered this question, so its kind cannot change';
  const gone = state.optionsInUse.find((option) => !options.includes(option));
  return gone === undefined ? null : `Someone chose “${gone}”, so it cannot be removed or renamed`;
}

export function questionCountRefusal(count: number): string | null {
  return count >= MAX_QUESTIONS_PER_EVENT ? `An event can have at most ${MAX_QUESTIONS_PER_EVENT} questions` : null;
}
