import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RsvpQuestion } from '../api/types';
import { queryKeys } from '../query/query-client';
import { apiAnswer, renderInSection, TEST_EVENT_ID } from '../testing';
import { QuestionsEditor } from './questions-editor';

const question = (id: string, changes: Partial<RsvpQuestion> = {}): RsvpQuestion => ({
  id,
  scheduleItemId: null,
  kind: 'single_choice',
  prompt: 'Meal',
  options: ['Fish', 'Beef'],
  required: true,
  position: 0,
  answerCount: 0,
  optionsInUse: [],
  ...changes,
});
const meal = question('q1', { answerCount: 2, optionsInUse: ['Fish'] });
const song = question('q2', { kind: 'short_text', prompt: 'A song request', options: [], required: false });
const brunch = question('q3', { prompt: 'Brunch drink', scheduleItemId: 'item-1' });

function renderEditor(scheduleItemId: string | null = null) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method, body: init?.body as string | undefined });
    if (url.endsWith('/questions/order')) return Promise.resolve(apiAnswer(200, { questions: [song, meal, brunch] }));
    if (init?.method === 'POST') return Promise.resolve(apiAnswer(201, { question: song }));
    return Promise.resolve(apiAnswer(200, { questions: [meal, song, brunch] }));
  }) as unknown as typeof fetch;
  renderInSection('settings', <QuestionsEditor eventId={TEST_EVENT_ID} scheduleItemId={scheduleItemId} />, (client) =>
    client.setQueryData(queryKeys.questions(TEST_EVENT_ID), [meal, song, brunch]),
  );
  return calls;
}

describe('Questions for guests', () => {
  it('lists the event’s own questions with kind, required and answers; an item’s only with the item', () => {
    renderEditor();
    const first = within(screen.getByRole('group', { name: 'Meal' }));
    expect(first.getByText('One choice')).toBeInTheDocument();
    expect(first.getByText('Required')).toBeInTheDocument();
    expect(first.getByText('2 answers')).toBeInTheDocument();
    expect(first.getByText('Fish · Beef')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'A song request' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Brunch drink' })).not.toBeInTheDocument();
  });

  it('moves a question among the event’s own', async () => {
    const calls = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move “A song request” up' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/order'))).toBeDefined());
    expect(JSON.parse(calls.find((call) => call.url.endsWith('/order'))!.body!)).toEqual({ questionIds: ['q2', 'q1'] });
  });

  it('asks for two distinct options before adding a choice question to an item', async () => {
    const calls = renderEditor('item-1');
    fireEvent.click(screen.getByRole('button', { name: /Add question/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Drink' } });
    fireEvent.change(within(dialog).getByLabelText('Option 1'), { target: { value: 'Tea' } });
    fireEvent.change(within(dialog).getByLabelText('Option 2'), { target: { value: 'tea' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText('Each option must be different')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Option 2'), { target: { value: 'Coffee' } });
    await waitFor(() => expect(within(dialog).queryByText('Each option must be different')).not.toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(JSON.parse(calls.find((call) => call.method === 'POST')!.body!)).toEqual({
      prompt: 'Drink',
      kind: 'single_choice',
      options: ['Tea', 'Coffee'],
      required: false,
      scheduleItemId: 'item-1',
    });
  });

  it('keeps the kind and the chosen options of an answered question', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Meal”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    expect(within(dialog).getByText('People have answered, so the kind stays as it is.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Option 1')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove option 2' })).toBeEnabled();
  });
});
