import { AuthProvider, createQueryClient, type RsvpQuestion, type ScheduleItem } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import { apiAnswer } from '@gatherly/shared/testing';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import PartyReplyDialog from './party-reply-dialog';
import type { Party } from './party-reply-rules';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const session = {
  token: 'token',
  expiresAt: Date.now() + 15 * 60_000,
  user: { id: 'me', email: 'maya@example.com', displayName: 'Maya', photoURL: null },
} as unknown as Session;

const dinner = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: EVENT_ID,
  title: 'Wedding dinner',
} as ScheduleItem;

const meal: RsvpQuestion = {
  id: 'q-meal',
  scheduleItemId: null,
  kind: 'single_choice',
  prompt: 'Meal',
  options: ['Fish', 'Beef', 'Vegetarian'],
  required: true,
  position: 0,
  answerCount: 0,
  optionsInUse: [],
};
const otherItems: RsvpQuestion = { ...meal, id: 'q-other', prompt: 'Brunch drink', scheduleItemId: 'another-item' };

const party: Party = {
  id: 'p1',
  guestLimit: 3,
  lastRemindedAt: null,
  members: [{ userId: 'me', displayName: 'Maya', photoURL: null }],
  guests: [
    { id: 'g1', name: null, ageGroup: 'adult' },
    { id: 'g2', name: 'Leo', ageGroup: 'child' },
  ],
};

function renderDialog(reply: () => Promise<unknown> = () => Promise.resolve(apiAnswer(200, { party: {} }))) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method, body: init?.body as string | undefined });
    if (url.endsWith('/parties/mine')) return Promise.resolve(apiAnswer(200, { party }));
    if (url.endsWith('/questions')) return Promise.resolve(apiAnswer(200, { questions: [meal, otherItems] }));
    if (url.endsWith('/rsvps') && init?.method === 'PUT') return reply();
    if (url.endsWith('/rsvps')) return Promise.resolve(apiAnswer(200, { party: { partyId: 'p1', people: [] } }));
    return Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()} resumedSession={Promise.resolve(session)}>
            <PartyReplyDialog eventId={EVENT_ID} item={dinner} tapped="going" open onClose={onClose} />
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { calls, onClose };
}

const row = (name: string) => within(screen.getByRole('region', { name }));
const sent = (calls: { url: string; method?: string; body?: string }[]) =>
  calls.filter((call) => call.url.endsWith('/rsvps') && call.method === 'PUT');

describe('Reply for your party', () => {
  it('lists each person of the party, guests by name or number, the tapped answer on the caller’s row', async () => {
    renderDialog();
    expect(await screen.findByRole('region', { name: 'Maya' })).toBeInTheDocument();
    expect(screen.getByText('(you)')).toBeInTheDocument();
    expect(row('Guest 1').getByRole('textbox', { name: 'Name of Guest 1' })).toHaveValue('');
    expect(row('Leo').getByRole('textbox', { name: 'Name of Leo' })).toHaveValue('Leo');
    expect(row('Maya').getByRole('radio', { name: 'Going' })).toBeChecked();
    expect(row('Leo').getByRole('radio', { name: 'Going' })).not.toBeChecked();
    // The event's question is asked of those going; another item's is not.
    expect(row('Maya').getByRole('radiogroup', { name: 'Meal for Maya' })).toBeInTheDocument();
    expect(row('Maya').getByText('(required)')).toBeInTheDocument();
    expect(screen.queryByText('Brunch drink')).not.toBeInTheDocument();
    expect(row('Leo').queryByRole('radiogroup', { name: 'Meal for Leo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add a guest/ })).toBeInTheDocument();
  });

  it('sends nothing while someone going has not answered a required question', async () => {
    const { calls } = renderDialog();
    await screen.findByRole('region', { name: 'Maya' });
    fireEvent.click(row('Leo').getByRole('radio', { name: 'Going' }));
    fireEvent.click(row('Maya').getByRole('radio', { name: 'Fish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await row('Leo').findByText('Please answer: Meal')).toBeInTheDocument();
    expect(row('Maya').queryByText('Please answer: Meal')).not.toBeInTheDocument();
    expect(sent(calls)).toEqual([]);
  });

  it('sends every person’s answer and meal in one reply, then closes', async () => {
    const { calls, onClose } = renderDialog();
    await screen.findByRole('region', { name: 'Maya' });
    fireEvent.click(row('Maya').getByRole('radio', { name: 'Fish' }));
    fireEvent.click(row('Guest 1').getByRole('radio', { name: 'Going' }));
    fireEvent.click(row('Guest 1').getByRole('radio', { name: 'Vegetarian' }));
    fireEvent.click(row('Leo').getByRole('radio', { name: 'Not Going' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(sent(calls)[0]!.body!)).toEqual({
      people: [
        { kind: 'member', id: 'me', status: 'going', answers: [{ questionId: 'q-meal', value: ['Fish'] }] },
        { kind: 'guest', id: 'g1', status: 'going', answers: [{ questionId: 'q-meal', value: ['Vegetarian'] }] },
        { kind: 'guest', id: 'g2', status: 'not_going' },
      ],
    });
  });

  it('shows the server’s refusal and stays open', async () => {
    const { onClose } = renderDialog(() =>
      Promise.resolve(apiAnswer(400, { statusCode: 400, message: 'Please answer: Meal' })),
    );
    await screen.findByRole('region', { name: 'Maya' });
    fireEvent.click(row('Maya').getByRole('radio', { name: 'Beef' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer: Meal');
    expect(onClose).not.toHaveBeenCalled();
  });
});
