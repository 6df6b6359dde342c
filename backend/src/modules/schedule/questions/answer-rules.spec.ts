import { answerValue, checkAnswer, MAX_TEXT_ANSWER_LENGTH } from './answer-rules';
import type { AnsweredQuestion } from './answer-rules';

const meal: AnsweredQuestion = {
  kind: 'single_choice',
  prompt: 'Meal',
  options: ['Fish', 'Beef', 'Vegetarian'],
  required: true,
};
const dances: AnsweredQuestion = {
  kind: 'multiple_choice',
  prompt: 'Dances you know',
  options: ['Waltz', 'Salsa', 'Tango'],
  required: false,
};
const song: AnsweredQuestion = { kind: 'short_text', prompt: 'A song request', options: [], required: false };

describe('checkAnswer', () => {
  describe('single choice', () => {
    it('accepts exactly one of the options', () => {
      expect(checkAnswer(meal, ['Beef'])).toBeUndefined();
    });

    it('refuses an option it does not offer, matched exactly', () => {
      expect(checkAnswer(meal, ['Chicken'])).toBe('“Meal” has no option “Chicken”');
      expect(checkAnswer(meal, ['beef'])).toBe('“Meal” has no option “beef”');
    });

    it('refuses two options', () => {
      expect(checkAnswer(meal, ['Fish', 'Beef'])).toBe('“Meal” takes one option');
    });

    it('asks for a required answer, and lets an optional one stay empty', () => {
      expect(checkAnswer(meal, [])).toBe('Please answer: Meal');
      expect(checkAnswer({ ...meal, required: false }, [])).toBeUndefined();
    });
  });

  describe('multiple choice', () => {
    it('accepts any subset of the options, empty only when optional', () => {
      expect(checkAnswer(dances, ['Tango', 'Waltz'])).toBeUndefined();
      expect(checkAnswer(dances, ['Waltz', 'Salsa', 'Tango'])).toBeUndefined();
      expect(checkAnswer(dances, [])).toBeUndefined();
      expect(checkAnswer({ ...dances, required: true }, [])).toBe('Please answer: Dances you know');
    });

    it('refuses an unknown option and the same option twice', () => {
      expect(checkAnswer(dances, ['Waltz', 'Polka'])).toBe('“Dances you know” has no option “Polka”');
      expect(checkAnswer(dances, ['Salsa', 'Salsa'])).toBe('“Dances you know”: choose each option at most once');
    });
  });

  describe('short text', () => {
    it('accepts one text up to the limit, judged trimmed', () => {
      expect(checkAnswer(song, ['September'])).toBeUndefined();
      expect(checkAnswer(song, [` ${'a'.repeat(MAX_TEXT_ANSWER_LENGTH)} `])).toBeUndefined();
      expect(checkAnswer(song, ['a'.repeat(MAX_TEXT_ANSWER_LENGTH + 1)])).toBe(
        '“A song request”: the answer must be at most 300 characters',
      );
    });

    it('refuses two texts', () => {
      expect(checkAnswer(song, ['September', 'Dancing Queen'])).toBe('“A song request” takes one answer');
    });

    it('takes a blank text as no answer: fine when optional, asked for when required', () => {
      expect(checkAnswer(song, ['   '])).toBeUndefined();
      expect(checkAnswer(song, [])).toBeUndefined();
      expect(checkAnswer({ ...song, required: true }, ['  '])).toBe('Please answer: A song request');
    });
  });
});

describe('answerValue', () => {
  it('stores short text trimmed, and a blank text as no answer', () => {
    expect(answerValue(song, ['  September '])).toEqual(['September']);
    expect(answerValue(song, ['  '])).toEqual([]);
  });

  it('stores chosen options as sent', () => {
    expect(answerValue(dances, ['Tango', 'Waltz'])).toEqual(['Tango', 'Waltz']);
  });
});
