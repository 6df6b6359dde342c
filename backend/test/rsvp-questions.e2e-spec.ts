import { CALLERS, Caller, createEventFixture, EventFixture } from './support/event-fixture';
import { expectRefused, Sent } from './support/expect-refused';
import { startTestApp, TestApp } from './support/test-app';

interface Question {
  id: string;
  scheduleItemId: string | null;
  kind: string;
  prompt: string;
  options: string[];
  required: boolean;
  position: number;
  answerCount: number;
  optionsInUse: string[];
}

const meal = { prompt: 'Meal', kind: 'single_choice', options: ['Fish', 'Beef', 'Vegetarian'], required: true };
const song = { prompt: 'A song request', kind: 'short_text' };

/** The questions admins ask with the RSVP: who may do what, validation, order, and answers kept valid. */
describe('RSVP questions', () => {
  let t: TestApp;
  let f: EventFixture;
  let other: EventFixture;

  beforeAll(async () => {
    t = await startTestApp();
    [f, other] = await Promise.all([createEventFixture(t, 'Wedding'), createEventFixture(t, 'Other wedding')]);
  });
  afterAll(() => t.close());

  const refused = (send: () => Sent, status: number, message?: string) => expectRefused(t.db, send, status, message);

  const list = (event: EventFixture, caller: Caller) =>
    t.http().get(`/api/events/${event.eventId}/questions`).set(event.headers(caller));
  const create = (event: EventFixture, caller: Caller, body: object) =>
    t.http().post(`/api/events/${event.eventId}/questions`).set(event.headers(caller)).send(body);
  const update = (event: EventFixture, caller: Caller, questionId: string, body: object) =>
    t.http().patch(`/api/questions/${questionId}`).set(event.headers(caller)).send(body);
  const remove = (event: EventFixture, caller: Caller, questionId: string) =>
    t.http().delete(`/api/questions/${questionId}`).set(event.headers(caller));
  const reorder = (event: EventFixture, caller: Caller, questionIds: string[]) =>
    t.http().put(`/api/events/${event.eventId}/questions/order`).set(event.headers(caller)).send({ questionIds });

  const added = async (event: EventFixture, body: object): Promise<Question> =>
    (await create(event, 'admin', body).expect(201)).body.question;
  const addItem = async (event: EventFixture, title = 'Dinner'): Promise<string> =>
    (
      await t
        .http()
        .post(`/api/events/${event.eventId}/schedule`)
        .set(event.headers('admin'))
        .send({ title, startTime: '2027-06-12T19:30:00Z' })
        .expect(201)
    ).body.item.id;
  /** An answer as the RSVP saves it, written directly: this file is about the questions. */
  const answer = (questionId: string, userId: string, value: string[]) =>
    t.db.query('INSERT INTO rsvp_question_answers ("questionId", "userId", value) VALUES ($1, $2, $3::jsonb)', [
      questionId,
      userId,
      JSON.stringify(value),
    ]);
  const answersOf = async (questionId: string) =>
    (await t.db.query('SELECT count(*)::int AS n FROM rsvp_question_answers WHERE "questionId" = $1', [questionId]))[0]
      .n as number;
  const clearQuestions = (event: EventFixture) =>
    t.db.query('DELETE FROM rsvp_questions WHERE "eventId" = $1', [event.eventId]);

  beforeEach(() => Promise.all([clearQuestions(f), clearQuestions(other)]));

  describe('who may do what', () => {
    it.each(CALLERS)('%s: read the questions', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      expect((await list(f, caller)).status).toBe(expected);
    });

    it.each(['anonymous', 'outsider', 'attendee'] as const)(
      '%s may not add, change, reorder or delete questions',
      async (caller) => {
        const status = { anonymous: 401, outsider: 404, attendee: 403 }[caller];
        const question = await added(f, meal);
        await refused(() => create(f, caller, song), status);
        await refused(() => update(f, caller, question.id, { prompt: 'Dinner' }), status);
        await refused(() => reorder(f, caller, [question.id]), status);
        await refused(() => remove(f, caller, question.id), status);
      },
    );

    it('answers 404 for another event’s question, even to an admin of this one', async () => {
      const theirs = await added(other, meal);
      await refused(() => update(f, 'admin', theirs.id, { prompt: 'Dinner' }), 404, 'Question not found');
      await refused(() => remove(f, 'admin', theirs.id), 404, 'Question not found');
      await refused(() => update(f, 'admin', 'not-a-uuid', { prompt: 'Dinner' }), 404, 'Question not found');
    });

    it.each(['admin', 'creator'] as const)('%s adds, changes and deletes a question', async (caller) => {
      const created = await create(f, caller, meal).expect(201);
      expect(created.body.question).toEqual({
        id: expect.any(String),
        scheduleItemId: null,
        kind: 'single_choice',
        prompt: 'Meal',
        options: ['Fish', 'Beef', 'Vegetarian'],
        required: true,
        position: 0,
        answerCount: 0,
        optionsInUse: [],
      });
      const id = created.body.question.id;
      const changed = await update(f, caller, id, { prompt: 'Dinner choice', required: false }).expect(200);
      expect(changed.body.question).toMatchObject({ prompt: 'Dinner choice', required: false, options: meal.options });
      await remove(f, caller, id).expect(204);
      expect((await list(f, 'attendee').expect(200)).body.questions).toEqual([]);
    });
  });

  describe('validation', () => {
    it.each([
      ['no prompt', { kind: 'short_text' }, 'Prompt is required'],
      ['a blank prompt', { ...song, prompt: '   ' }, 'Prompt is required'],
      ['a prompt over 300 characters', { ...song, prompt: 'a'.repeat(301) }, 'Prompt must be 300 characters or fewer'],
      ['an unknown kind', { ...song, kind: 'essay' }, 'Kind must be single_choice, multiple_choice or short_text'],
      ['one option', { ...meal, options: ['Fish'] }, 'A choice question needs at least 2 options'],
      [
        'no options for a choice',
        { prompt: 'Dances', kind: 'multiple_choice' },
        'A choice question needs at least 2 options',
      ],
      ['a blank option', { ...meal, options: ['Fish', '  '] }, 'Options must not be blank'],
      ['the same option twice', { ...meal, options: ['Fish', 'Beef', ' fish '] }, 'Each option must be different'],
      [
        'an option over 100 characters',
        { ...meal, options: ['Fish', 'b'.repeat(101)] },
        'Each option must be 100 characters or fewer',
      ],
      [
        '21 options',
        { ...meal, options: Array.from({ length: 21 }, (_, i) => `Dish ${i}`) },
        'A question can offer at most 20 options',
      ],
      ['options that are not texts', { ...meal, options: ['Fish', 3] }, 'Options must be a list of texts'],
      ['options for short text', { ...song, options: ['A', 'B'] }, 'A short text question has no options'],
      ['required that is not a boolean', { ...song, required: 'yes' }, 'Required must be true or false'],
      ['an item id that is not one', { ...song, scheduleItemId: 'dinner' }, 'Schedule item not found'],
      ['an unknown field', { ...song, hint: 'x' }, 'Unknown property: hint'],
    ])('refuses %s with 400', async (_, body, message) => {
      await refused(() => create(f, 'admin', body), 400, message);
    });

    it('refuses an item of another event', async () => {
      const theirs = await addItem(other);
      await refused(
        () => create(f, 'admin', { ...song, scheduleItemId: theirs }),
        400,
        'That schedule item is not in this event',
      );
    });

    it('refuses a 31st question', async () => {
      await t.db.query(
        `INSERT INTO rsvp_questions ("eventId", kind, prompt, position)
         SELECT $1, 'short_text', 'Question ' || n, n FROM generate_series(0, 29) n`,
        [f.eventId],
      );
      await refused(() => create(f, 'admin', song), 400, 'An event can have at most 30 questions');
    });

    it('judges a change by the question it makes', async () => {
      const question = await added(f, meal);
      await refused(() => update(f, 'admin', question.id, {}), 400, 'Nothing to update: send at least one field');
      await refused(() => update(f, 'admin', question.id, { prompt: '' }), 400, 'Prompt is required');
      await refused(() => update(f, 'admin', question.id, { options: ['Fish'] }), 400);
      await refused(
        () => update(f, 'admin', question.id, { options: ['Fish', 'Beef'], kind: 'short_text' }),
        400,
        'A short text question has no options',
      );
      await refused(() => update(f, 'admin', question.id, { scheduleItemId: null }), 400);
      // Becoming short text drops the options it no longer has.
      const text = await update(f, 'admin', question.id, { kind: 'short_text' }).expect(200);
      expect(text.body.question).toMatchObject({ kind: 'short_text', options: [] });
      await refused(
        () => update(f, 'admin', question.id, { kind: 'single_choice' }),
        400,
        'A choice question needs at least 2 options',
      );
    });
  });

  describe('answers stay valid', () => {
    it('keeps an option someone chose, and the kind of an answered question', async () => {
      const question = await added(f, meal);
      await answer(question.id, f.users.attendee.id, ['Fish']);
      const [shown] = (await list(f, 'admin').expect(200)).body.questions;
      expect(shown).toMatchObject({ answerCount: 1, optionsInUse: ['Fish'] });
      // How others answered is the admins' to know: an attendee sees the question only.
      const [asked] = (await list(f, 'attendee').expect(200)).body.questions;
      expect(asked).toMatchObject({ prompt: shown.prompt, answerCount: 0, optionsInUse: [] });

      await refused(
        () => update(f, 'admin', question.id, { options: ['Salmon', 'Beef', 'Vegetarian'] }),
        409,
        'Someone chose “Fish”, so it cannot be removed or renamed',
      );
      await refused(
        () => update(f, 'admin', question.id, { kind: 'multiple_choice' }),
        409,
        'People have answered this question, so its kind cannot change',
      );
      // Options nobody chose can go, and new ones come; the answer is untouched.
      const changed = await update(f, 'admin', question.id, { options: ['Vegan', 'Fish'], prompt: 'Main course' });
      expect(changed.status).toBe(200);
      expect(changed.body.question).toMatchObject({ options: ['Vegan', 'Fish'], optionsInUse: ['Fish'] });
      const [stored] = await t.db.query('SELECT value FROM rsvp_question_answers WHERE "questionId" = $1', [
        question.id,
      ]);
      expect(stored.value).toEqual(['Fish']);
    });

    it('counts no answer of someone no longer a member', async () => {
      const question = await added(f, meal);
      const gone = await t.signIn(`gone-${Date.now()}@example.com`);
      await answer(question.id, gone.id, ['Beef']);
      await update(f, 'admin', question.id, { options: ['Fish', 'Vegetarian'] }).expect(200);
    });

    it('deletes a question with its answers', async () => {
      const question = await added(f, meal);
      await answer(question.id, f.users.attendee.id, ['Fish']);
      await answer(question.id, f.users.admin.id, ['Beef']);
      await remove(f, 'admin', question.id).expect(204);
      expect(await answersOf(question.id)).toBe(0);
      await refused(() => remove(f, 'admin', question.id), 404, 'Question not found');
    });

    it('deletes an item’s questions with the item', async () => {
      const itemId = await addItem(f);
      const question = await added(f, { ...song, scheduleItemId: itemId });
      await t.http().delete(`/api/schedule/${itemId}`).set(f.headers('admin')).expect(204);
      expect((await list(f, 'admin').expect(200)).body.questions.map((q: Question) => q.id)).not.toContain(question.id);
    });
  });

  describe('the list', () => {
    it('lists the event’s questions and its items’ by position, new ones last', async () => {
      const itemId = await addItem(f);
      const a = await added(f, meal);
      const b = await added(f, { ...song, scheduleItemId: itemId });
      const c = await added(f, { prompt: 'Dances', kind: 'multiple_choice', options: ['Waltz', 'Salsa'] });
      const shown = (await list(f, 'attendee').expect(200)).body.questions as Question[];
      expect(shown.map((q) => [q.id, q.scheduleItemId, q.position])).toEqual([
        [a.id, null, 0],
        [b.id, itemId, 1],
        [c.id, null, 2],
      ]);
    });

    it('shows a private item’s questions only to those who see the item', async () => {
      const itemId = await addItem(f, 'Rehearsal dinner');
      const question = await added(f, { ...song, scheduleItemId: itemId });
      await t.db.query(`UPDATE event_schedule SET audience = 'parties' WHERE id = $1`, [itemId]);
      const ids = async (caller: Caller) =>
        ((await list(f, caller).expect(200)).body.questions as Question[]).map((q) => q.id);
      expect(await ids('attendee')).toEqual([]);
      expect(await ids('admin')).toEqual([question.id]);
      // Nor does the attendee learn that it exists: 404, not 403.
      await refused(() => update(f, 'attendee', question.id, { prompt: 'Song' }), 404, 'Question not found');
      await t.db.query(
        `INSERT INTO schedule_item_parties ("scheduleItemId", "partyId")
         SELECT $1, "partyId" FROM event_members WHERE "eventId" = $2 AND "userId" = $3`,
        [itemId, f.eventId, f.users.attendee.id],
      );
      expect(await ids('attendee')).toEqual([question.id]);
    });

    it('reorders all the questions, or some among the places they hold', async () => {
      const [a, b, c, d] = [
        await added(f, meal),
        await added(f, song),
        await added(f, { ...song, prompt: 'Allergies' }),
        await added(f, { ...song, prompt: 'Arrival' }),
      ];
      const order = async () => ((await list(f, 'admin').expect(200)).body.questions as Question[]).map((q) => q.id);

      const all = await reorder(f, 'admin', [d!.id, c!.id, b!.id, a!.id]).expect(200);
      expect(all.body.questions.map((q: Question) => [q.id, q.position])).toEqual([
        [d!.id, 0],
        [c!.id, 1],
        [b!.id, 2],
        [a!.id, 3],
      ]);
      // b and d swap the places they hold (2 and 0); c and a stay where they are.
      await reorder(f, 'creator', [b!.id, d!.id]).expect(200);
      expect(await order()).toEqual([b!.id, c!.id, d!.id, a!.id]);
    });

    it('refuses an order naming a question twice, none, or one not of this event', async () => {
      const mine = await added(f, meal);
      const theirs = await added(other, meal);
      await refused(() => reorder(f, 'admin', [mine.id, mine.id]), 400, 'Name each question once');
      await refused(() => reorder(f, 'admin', []), 400, 'Name at least one question');
      await refused(() => reorder(f, 'admin', [mine.id, theirs.id]), 400, 'Question not found');
      await refused(() => reorder(f, 'admin', ['x']), 400, 'Question not found');
    });
  });
});
