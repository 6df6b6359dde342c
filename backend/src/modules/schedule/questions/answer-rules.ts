import type { RsvpQuestion } from './rsvp-question.entity';

export const MAX_TEXT_ANSWER_LENGTH = 300;

/** What the answer rules read of a question. */
export type AnsweredQuestion = Pick<RsvpQuestion, 'kind' | 'prompt' | 'options' | 'required'>;

/** The message of a required question left unanswered by someone who is going. */
export const unansweredMessage = (question: Pick<RsvpQuestion, 'prompt'>) => `Please answer: ${question.prompt}`;

/**
 * Why one person's answer to a question cannot be saved, or undefined when it can. An empty answer means
 * "no answer": allowed for an optional question, refused for a required one. Short text is judged trimmed.
 */
export function checkAnswer(question: AnsweredQuestion, value: string[]): string | undefined {
  const answered = answerValue(question, value);
  if (answered.length === 0) return question.required ? unansweredMessage(question) : undefined;
  const quoted = `“${question.prompt}”`;
  switch (question.kind) {
    case 'single_choice':
      if (value.length !== 1) return `${quoted} takes one option`;
      return question.options.includes(value[0]!) ? undefined : `${quoted} has no option “${value[0]}”`;
    case 'multiple_choice': {
      const unknown = value.find((option) => !question.options.includes(option));
      if (unknown !== undefined) return `${quoted} has no option “${unknown}”`;
      return new Set(value).size === value.length ? undefined : `${quoted}: choose each option at most once`;
    }
    case 'short_text':
      if (value.length !== 1) return `${quoted} takes one answer`;
      return answered[0]!.length <= MAX_TEXT_ANSWER_LENGTH
        ? undefined
        : `${quoted}: the answer must be at most ${MAX_TEXT_ANSWER_LENGTH} characters`;
  }
}

/** The answer as it is stored: short text trimmed, and a blank text is no answer at all. */
export function answerValue(question: Pick<RsvpQuestion, 'kind'>, value: string[]): string[] {
  if (question.kind !== 'short_text') return value;
  const texts = value.map((text) => text.trim());
  return texts.every((text) => text === '') ? [] : texts;
}
