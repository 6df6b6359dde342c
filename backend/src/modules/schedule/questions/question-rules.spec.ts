import { answeredChangeRefusal, MAX_QUESTIONS_PER_EVENT, optionsRefusal, questionCountRefusal } from './question-rules';

const choices = (count: number) => Array.from({ length: count }, (_, index) => `Option ${index + 1}`);

describe('optionsRefusal', () => {
  it.each(['single_choice', 'multiple_choice'] as const)('lets a %s offer 2 to 20 options', (kind) => {
    expect(optionsRefusal(kind, choices(2))).toBeNull();
    expect(optionsRefusal(kind, choices(20))).toBeNull();
    expect(optionsRefusal(kind, choices(1))).toBe('A choice question needs at least 2 options');
    expect(optionsRefusal(kind, [])).toBe('A choice question needs at least 2 options');
    expect(optionsRefusal(kind, choices(21))).toBe('A question can offer at most 20 options');
  });

  it('refuses blank, over-long and repeated options, whatever their case', () => {
    expect(optionsRefusal('single_choice', ['Fish', ' '])).toBe('Options must not be blank');
    expect(optionsRefusal('single_choice', ['Fish', 'b'.repeat(101)])).toBe(
      'Each option must be 100 characters or fewer',
    );
    expect(optionsRefusal('single_choice', ['Fish', 'b'.repeat(100)])).toBeNull();
    expect(optionsRefusal('multiple_choice', ['Fish', 'Beef', 'fish'])).toBe('Each option must be different');
  });

  it('lets short text have no options', () => {
    expect(optionsRefusal('short_text', [])).toBeNull();
    expect(optionsRefusal('short_text', ['Fish', 'Beef'])).toBe('A short text question has no options');
  });
});

describe('answeredChangeRefusal', () => {
  const meal = { kind: 'single_choice' as const, answerCount: 2, optionsInUse: ['Fish'] };

  it('lets an unanswered question change in any way', () => {
    expect(answeredChangeRefusal({ ...meal, answerCount: 0, optionsInUse: [] }, 'short_text', [])).toBeNull();
  });

  it('lets an answered question add, reorder and remove options nobody chose', () => {
    expect(answeredChangeRefusal(meal, 'single_choice', ['Vegetarian', 'Fish'])).toBeNull();
  });

  it('keeps an option someone chose, and the kind', () => {
    expect(answeredChangeRefusal(meal, 'single_choice', ['Beef', 'Vegetarian'])).toBe(
      'Someone chose “Fish”, so it cannot be removed or renamed',
    );
    expect(answeredChangeRefusal(meal, 'multiple_choice', ['Fish', 'Beef'])).toBe(
      'People have answered this question, so its kind cannot change',
    );
  });
});

describe('questionCountRefusal', () => {
  it(`refuses a question beyond the ${MAX_QUESTIONS_PER_EVENT}th`, () => {
    expect(questionCountRefusal(MAX_QUESTIONS_PER_EVENT - 1)).toBeNull();
    expect(questionCountRefusal(MAX_QUESTIONS_PER_EVENT)).toBe('An event can have at most 30 questions');
  });
});
