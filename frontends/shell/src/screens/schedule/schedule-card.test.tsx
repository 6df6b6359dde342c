import { AuthProvider, createQueryClient, type EventDetail, queryKeys, type ScheduleItem } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import { apiAnswer } from '@gatherly/shared/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { ScheduleCard } from './schedule-card';
import { FeedbackProvider } from '@gatherly/shared/ui';

// The thread itself is the SDK's, tested there: here, which item the card opens it for.
jest.mock('@gatherly/shared/ui', () => ({
  ...jest.requireActual('@gatherly/shared/ui'),
  CommentThread: ({
    subjectKind,
    subjectId,
    subjectTitle,
  }: {
    subjectKind: string;
    subjectId: string;
    subjectTitle: string;
  }) => <section aria-label={`Comments on ${subjectTitle}`}>{`Thread of ${subjectKind} ${subjectId}`}</section>,
}));

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const session = {
  token: 'token',
  expiresAt: Date.now() + 15 * 60_000,
  user: { id: 'me', email: 'maya@example.com', displayName: 'Maya', photoURL: null },
} as unknown as Session;

const event = (role: EventDetail['role']): EventDetail =>
  ({
    id: EVENT_ID,
    name: 'Sitges Wedding',
    role,
    timeZone: 'Europe/Madrid',
    startDate: '2027-06-12T10:00:00.000Z',
    endDate: '2027-06-14T10:00:00.000Z',
    description: null,
    location: 'Sitges',
  }) as unknown as EventDetail;

const dinner: ScheduleItem = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: EVENT_ID,
  title: 'Welcome dinner',
  description: 'Tapas',
  startTime: '2027-06-12T17:30:00.000Z',
  endTime: '2027-06-12T20:00:00.000Z',
  location: 'Casa Lola',
  audience: 'everyone',
  partyIds: [],
  createdBy: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  rsvpCounts: { going: 6, notGoing: 0, maybe: 1 },
  goingPreview: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ id: name, displayName: name, photoURL: null })),
  userRsvp: null,
};

const couple = {
  id: 'party-couple',
  guestLimit: 1,
  lastRemindedAt: null,
  members: ['Ana', 'Bo'].map((name) => ({ userId: name, displayName: name, photoURL: null })),
  guests: [{ id: 'g1', name: null, ageGroup: 'adult' }],
};
const rehearsal: ScheduleItem = { ...dinner, title: 'Rehearsal dinner', audience: 'parties', partyIds: [couple.id] };

/** The card as the dashboard shows it: the schedule from the query cache, which the RSVP changes. */
function Schedule({ role, item }: { role: EventDetail['role']; item: ScheduleItem }) {
  const schedule = useQuery<ScheduleItem[]>({ queryKey: queryKeys.schedule(EVENT_ID), queryFn: () => [item] });
  return <ScheduleCard event={event(role)} items={schedule.data ?? []} />;
}

async function renderCard(
  role: EventDetail['role'],
  rsvpAnswer: () => Promise<unknown>,
  item = dinner,
  { search = '', comments = {} }: { search?: string; comments?: Record<string, number> } = {},
) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method, body: init?.body as string | undefined });
    if (url.endsWith('/parties')) return Promise.resolve(apiAnswer(200, { parties: [couple] }));
    return url.endsWith('/rsvp') ? rsvpAnswer() : Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  const client = createQueryClient();
  client.setQueryData(queryKeys.schedule(EVENT_ID), [item]);
  client.setQueryData(queryKeys.commentCounts(EVENT_ID), {
    photos: {},
    scheduleItems: comments,
    carpools: {},
    stays: {},
  });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()} resumedSession={Promise.resolve(session)}>
            <MemoryRouter initialEntries={[`/events/${EVENT_ID}${search}`]}>
              <Schedule role={role} item={item} />
            </MemoryRouter>
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  // The items load on their first render (loadedOnRender).
  await screen.findAllByRole('radiogroup');
  return calls;
}

const answers = () => within(screen.getByRole('radiogroup', { name: 'Your answer for Welcome dinner' }));

describe('the event schedule', () => {
  it('groups by day in the event’s zone and selects nothing before the member answers', async () => {
    await renderCard('member', () => new Promise(() => undefined));
    expect(await screen.findByRole('region', { name: /June 12/ })).toBeInTheDocument();
    expect(screen.getByText(/Times in Madrid time \(GMT\+2\)/)).toBeInTheDocument();
    expect(screen.getByText('Not Responded')).toBeInTheDocument();
    for (const label of ['Going', 'Maybe', 'Not Going']) {
      expect(answers().getByRole('radio', { name: label })).not.toBeChecked();
    }
    expect(
      screen.getByRole('button', { name: /See who answered for Welcome dinner:\s*6 going · 1 maybe/ }),
    ).toHaveTextContent('+2');
  });

  it('shows the answer and the counts at the tap, before the server confirms', async () => {
    let confirm: (value: unknown) => void = () => undefined;
    const calls = await renderCard('member', () => new Promise((resolve) => (confirm = resolve)));
    fireEvent.click(answers().getByRole('radio', { name: 'Going' }));
    expect(await screen.findByText('7 going · 1 maybe')).toBeInTheDocument();
    expect(answers().getByRole('radio', { name: 'Going' })).toBeChecked();
    expect(calls.find((call) => call.url.endsWith('/rsvp'))).toEqual({
      url: `/api/schedule/${dinner.id}/rsvp`,
      method: 'PUT',
      body: JSON.stringify({ status: 'going' }),
    });
    await act(async () => confirm(apiAnswer(200, { rsvp: {} })));
  });

  it('counts a Not Going answer: no item that has one says no one has answered', async () => {
    const unanswered = { ...dinner, rsvpCounts: { going: 0, notGoing: 0, maybe: 0 }, goingPreview: [] };
    await renderCard('member', () => new Promise(() => undefined), unanswered);
    expect(screen.getByText('No one has answered yet')).toBeInTheDocument();
    fireEvent.click(answers().getByRole('radio', { name: 'Not Going' }));
    expect(
      await screen.findByRole('button', { name: /See who answered for Welcome dinner:\s*1 not going/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No one has answered yet')).not.toBeInTheDocument();
  });

  it('goes back, with the error toast, when the server refuses the answer', async () => {
    await renderCard('member', () => Promise.resolve(apiAnswer(500)));
    fireEvent.click(answers().getByRole('radio', { name: 'Maybe' }));
    expect(await screen.findByText('Failed to update RSVP. Please try again.')).toBeInTheDocument();
    expect(answers().getByRole('radio', { name: 'Maybe' })).not.toBeChecked();
    expect(screen.getByText('Not Responded')).toBeInTheDocument();
  });

  it('offers admins Add Item and each item’s Edit and Delete; members neither', async () => {
    await renderCard('member', () => new Promise(() => undefined));
    expect(screen.queryByRole('button', { name: /Add Item/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More for Welcome dinner' }));
    expect(await screen.findByRole('menuitem', { name: /Google Calendar/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('gives admins the editor with the validation texts', async () => {
    await renderCard('admin', () => new Promise(() => undefined));
    fireEvent.click(screen.getByRole('button', { name: /Add Item/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Schedule Item' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start time is required')).toBeInTheDocument();
  });

  it('leaves a new item’s end empty once its start is set: no end is made up', async () => {
    await renderCard('admin', () => new Promise(() => undefined));
    fireEvent.click(screen.getByRole('button', { name: /Add Item/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Schedule Item' });
    const start = within(dialog).getByLabelText('Start Time');
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.change(start, { target: { value: '2027-06-12 19:30' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    await waitFor(() => expect(start).toHaveValue('Jun 12, 2027 19:30'));
    expect(within(dialog).getByLabelText('End Time (optional)')).toHaveValue('');
  });

  it('marks a private item, and tells admins which parties it is for', async () => {
    await renderCard('admin', () => new Promise(() => undefined), rehearsal);
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(await screen.findByText('For Ana & Bo +1 guest')).toBeInTheDocument();
  });

  it('marks a private item to the members it is for, without naming the parties', async () => {
    const calls = await renderCard('member', () => new Promise(() => undefined), { ...rehearsal, partyIds: [] });
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/parties'))).toBe(false);
  });

  it('shows how many comments an item has, and opens its thread under it', async () => {
    await renderCard('member', () => new Promise(() => undefined), dinner, { comments: { [dinner.id]: 2 } });
    const item = screen.getByRole('article', { name: 'Welcome dinner' });
    expect(within(item).getByRole('img', { name: '2 comments' })).toBeInTheDocument();
    const toggle = within(item).getByRole('button', { name: 'Comments on Welcome dinner' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(item).queryByRole('region', { name: 'Comments on Welcome dinner' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(item).getByRole('region', { name: 'Comments on Welcome dinner' })).toHaveTextContent(
      `Thread of scheduleItem ${dinner.id}`,
    );
    fireEvent.click(toggle);
    expect(within(item).queryByRole('region', { name: 'Comments on Welcome dinner' })).not.toBeInTheDocument();
  });

  it('shows no count on an item without comments', async () => {
    await renderCard('member', () => new Promise(() => undefined));
    expect(screen.queryByRole('img', { name: /comments?$/ })).not.toBeInTheDocument();
  });

  it('opens the thread of the item a link names and scrolls to it', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.getAttribute('aria-label'));
    };
    await renderCard('member', () => new Promise(() => undefined), dinner, { search: `?item=${dinner.id}` });
    const item = screen.getByRole('article', { name: 'Welcome dinner' });
    expect(within(item).getByRole('region', { name: 'Comments on Welcome dinner' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Comments on Welcome dinner' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('Welcome dinner'));
  });
});
