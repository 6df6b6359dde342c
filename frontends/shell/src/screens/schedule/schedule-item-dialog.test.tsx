import { AuthProvider, createQueryClient, type ScheduleItem } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import { apiAnswer } from '@gatherly/shared/testing';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { EventParty } from './event-parties';
import ScheduleItemDialog from './schedule-item-dialog';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const session = {
  token: 'token',
  expiresAt: Date.now() + 15 * 60_000,
  user: { id: 'me', email: 'maya@example.com', displayName: 'Maya', photoURL: null },
} as unknown as Session;

const member = (userId: string, displayName: string) => ({ userId, displayName, photoURL: null });
const parties: EventParty[] = [
  {
    id: 'party-couple',
    guestLimit: 2,
    lastRemindedAt: null,
    members: [member('ana', 'Ana'), member('bo', 'Bo')],
    guests: [
      { id: 'g1', name: 'Leo', ageGroup: 'child' },
      { id: 'g2', name: null, ageGroup: 'adult' },
    ],
  },
  { id: 'party-cy', guestLimit: 0, lastRemindedAt: null, members: [member('cy', 'Cy')], guests: [] },
] as EventParty[];

const dinner = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: EVENT_ID,
  title: 'Rehearsal dinner',
  description: null,
  startTime: '2027-06-11T17:30:00.000Z',
  endTime: null,
  location: null,
  audience: 'parties',
  partyIds: ['party-couple'],
} as unknown as ScheduleItem;

function renderDialog(item: ScheduleItem) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method, body: init?.body as string | undefined });
    if (url.endsWith('/parties')) return Promise.resolve(apiAnswer(200, { parties }));
    if (url.endsWith('/questions')) return Promise.resolve(apiAnswer(200, { questions: [] }));
    if (init?.method === 'PATCH') return Promise.resolve(apiAnswer(200, { item }));
    return Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()} resumedSession={Promise.resolve(session)}>
            <ScheduleItemDialog eventId={EVENT_ID} zone="Europe/Madrid" item={item} open onClose={onClose} />
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { calls, onClose };
}

const saved = (calls: { method?: string; body?: string }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => JSON.parse(call.body!));

describe('Who is invited to a schedule item', () => {
  it('shows a private item’s parties by their members’ names and guests, and saves them', async () => {
    const { calls, onClose } = renderDialog(dinner);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule Item' });
    expect(within(dialog).getByRole('radio', { name: 'Chosen parties' })).toBeChecked();
    expect(await within(dialog).findByText('Ana & Bo +2 guests')).toBeInTheDocument();
    expect(within(dialog).getByText('Only the chosen parties and the admins see this item.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved(calls)).toEqual([expect.objectContaining({ audience: 'parties', partyIds: ['party-couple'] })]);
  });

  it('opens the item to everyone, its parties dropped', async () => {
    const { calls, onClose } = renderDialog(dinner);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule Item' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Everyone' }));
    await waitFor(() => expect(within(dialog).queryByText('Ana & Bo +2 guests')).not.toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved(calls)).toEqual([expect.objectContaining({ audience: 'everyone', partyIds: [] })]);
  });

  it('asks for a party before an item for chosen parties is saved', async () => {
    const { calls } = renderDialog({ ...dinner, audience: 'everyone', partyIds: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule Item' });
    expect(within(dialog).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen parties' }));
    expect(await within(dialog).findByText('Choose parties')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Choose at least one party')).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);
  });
});
