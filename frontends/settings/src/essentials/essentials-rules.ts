import type { EventDetail } from '@gatherly/shared';

export type FaqEntry = EventDetail['faq'][number];

/** The server's limits and texts (backend events/dto/event-fields.dto.ts), checked here before sending. */
export const DRESS_CODE_MAX = 200;
export const FAQ_MAX_ENTRIES = 20;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1000;
export const REGISTRY_INVALID = 'Registry link must be a web address (http or https)';
export const QUESTION_REQUIRED = 'FAQ question is required';
export const ANSWER_REQUIRED = 'FAQ answer is required';
export const FAQ_FULL = `The FAQ may hold at most ${FAQ_MAX_ENTRIES} questions`;

/** A web address a guest can open: http or https, nothing a link could run (javascript:, data:). */
export function validRegistryUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
      ? null
      : REGISTRY_INVALID;
  } catch {
    return REGISTRY_INVALID;
  }
}

/** A FAQ entry as it is being edited; `key` keeps its fields while entries move. */
export interface FaqDraft extends FaqEntry {
  key: number;
}

export interface FaqProblem {
  question?: string;
  answer?: string;
}

const isBlank = (draft: FaqEntry) => !draft.question.trim() && !draft.answer.trim();

/** What would be saved: the entries in order, trimmed; an entry with nothing written yet is left out. */
export function faqToSave(drafts: FaqEntry[]): FaqEntry[] {
  return drafts
    .filter((draft) => !isBlank(draft))
    .map(({ question, answer }) => ({ question: question.trim(), answer: answer.trim() }));
}

/** Entries half written: a question without its answer or the other way round, by draft key. */
export function faqProblems(drafts: FaqDraft[]): Record<number, FaqProblem> {
  const problems: Record<number, FaqProblem> = {};
  for (const draft of drafts) {
    if (isBlank(draft)) continue;
    if (!draft.question.trim()) problems[draft.key] = { question: QUESTION_REQUIRED };
    if (!draft.answer.trim()) problems[draft.key] = { answer: ANSWER_REQUIRED };
  }
  return problems;
}

export function sameFaq(a: FaqEntry[], b: FaqEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => entry.question === b[index]!.question && entry.answer === b[index]!.answer)
  );
}

/** The list with the entry at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
