import { AuthProvider, createQueryClient, type EventDetail, queryKeys, useAuth } from '@gatherly/shared';
import type { Session } from '@gatherly/shared/session';
import { apiAnswer } from '@gatherly/shared/testing';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { DatePollCard } from './date-poll-card';
import { datePollKey } from './date-poll-queries';
import { type DatePoll, openCandidates } from './date-poll-view';
import { FeedbackProvider } from '@gatherly/shared/ui';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const LONG_WEEKEND = 'Fri, Sep 5 – Sun, Sep 7, 2031';
const LATER_WEEKEND = 'Fri, Sep 12 – Sun, Sep 14, 2031';

const session = {
  token: 'token',
  expiresAt: Date.now() + 15 * 60_000,
  user: { id: 'me', email: 'maya@example.com', displayName: 'Maya', photoURL: null },
} as unknown as Session;

const person = (displayName: string) => ({ id: displayName.toLowerCase(), displayName, photoURL: null });

const event = (role: EventDetail['role']): EventDetail =>
  ({
    id: EVENT_ID,
    name: 'Lake Weekend',
    role,
    timeZone: 'Europe/Madrid',
    startDate: null,
    endDate: null,
  }) as unknown as EventDetail;

const poll: DatePoll = {
  id: '33333333-3333-4333-8333-333333333333',
  eventId: EVENT_ID,
  status: 'open',
  createdAt: '2031-01-01T00:00:00.000Z',
  closedAt: null,
  chosenOptionId: null,
  respondents: 3,
  memberCount: 5,
  options: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      startDate: '2031-09-05T16:00:00.000Z',
      endDate: '2031-09-07T10:00:00.000Z',
      tally: { yes: 2, ifNeedBe: 1, no: 0 },
      voters: { yes: [person('Ana'), person('Bo')], ifNeedBe: [person('Cy')], no: [] },
      myAnswer: null,
      createdAt: '2031-01-01T00:00:00.000Z',
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      startDate: '2031-09-12T16:00:00.000Z',
      endDate: '2031-09-14T10:00:00.000Z',
      tally: { yes: 1, ifNeedBe: 0, no: 2 },
      voters: { yes: [person('Cy')], ifNeedBe: [], no: [person('Ana'), person('Bo')] },
      myAnswer: null,
      createdAt: '2031-01-01T00:00:00.000Z',
    },
  ],
};

/** The card as the dashboard shows it: the poll from the query cache, which an answer changes. */
function Poll({ role, initial }: { role: EventDetail['role']; initial: DatePoll | null }) {
  const current = useQuery<DatePoll | null>({ queryKey: datePollKey(EVENT_ID), queryFn: () => initial });
  return <DatePollCard event={event(role)} poll={current.data ?? null} />;
}

type Answer = () => Promise<unknown>;

/** Renders its children once the session has resumed, as the app renders its signed-in screens. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().user ? children : null;
}

async function renderCard(
  role: EventDetail['role'],
  answers: { answer?: Answer; choose?: Answer; propose?: Answer } = {},
  initial: DatePoll | null = poll,
) {
  const pending: Answer = () => new Promise(() => undefined);
  const calls: { url: string; method?: string; body?: string }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method, body: init?.body as string | undefined });
    if (url.endsWith('/answer')) return (answers.answer ?? pending)();
    if (url.endsWith('/choose')) return (answers.choose ?? pending)();
    if (url.endsWith('/date-poll/options')) return (answers.propose ?? pending)();
    return Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  const client: QueryClient = createQueryClient();
  client.setQueryData(datePollKey(EVENT_ID), initial);
  client.setQueryData(queryKeys.event(EVENT_ID), event(role));
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AuthProvider notify={jest.fn()} resumedSession={Promise.resolve(session)}>
            <SignedIn>
              <Poll role={role} initial={initial} />
            </SignedIn>
          </AuthProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  // The card shows once the session has resumed (a tap names the member), its rows on their first render.
  if (openCandidates(initial).length > 0) await screen.findAllByRole('radiogroup');
  else await screen.findByText('Pick the Dates');
  return { calls, client };
}

const candidate = (range: string) => within(screen.getByRole('article', { name: range }));
const answers = (range: string) => within(screen.getByRole('radiogroup', { name: `Your answer for ${range}` }));

/** Types into a date-time field (antd's picker: jsdom matches no phone media query). */
function typeDateTime(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('the date poll', () => {
  it('shows each candidate in the event’s zone with its tally, nothing selected before the member answers', async () => {
    await renderCard('member');
    expect(screen.getByText('Vote for the dates that work for you.')).toBeInTheDocument();
    expect(screen.getByText('3 of 5 members answered')).toBeInTheDocument();
    expect(candidate(LONG_WEEKEND).getByText('2 yes · 1 if need be · 0 no')).toBeInTheDocument();
    expect(candidate(LONG_WEEKEND).getByText('Most Popular')).toBeInTheDocument();
    expect(candidate(LATER_WEEKEND).queryByText('Most Popular')).not.toBeInTheDocument();
    for (const range of [LONG_WEEKEND, LATER_WEEKEND]) {
      for (const label of ['Yes', 'If Need Be', 'No']) {
        expect(answers(range).getByRole('radio', { name: label })).not.toBeChecked();
      }
    }
  });

  it('names who chose what on each candidate, and how many of the members answered', async () => {
    await renderCard('member');
    expect(screen.getByText('3 of 5 members answered')).toBeInTheDocument();
    const lines = (range: string) =>
      within(screen.getByRole('list', { name: `Who answered ${range}` }))
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    expect(lines(LONG_WEEKEND)).toEqual(['Yes: Ana, Bo', 'If Need Be: Cy']);
    expect(lines(LATER_WEEKEND)).toEqual(['Yes: Cy', 'No: Ana, Bo']);
  });

  it('moves the answer and the tally at the tap, before the server confirms', async () => {
    let confirm: (value: unknown) => void = () => undefined;
    const { calls } = await renderCard('member', { answer: () => new Promise((resolve) => (confirm = resolve)) });
    fireEvent.click(answers(LATER_WEEKEND).getByRole('radio', { name: 'Yes' }));
    expect(await candidate(LATER_WEEKEND).findByText('2 yes · 0 if need be · 2 no')).toBeInTheDocument();
    expect(answers(LATER_WEEKEND).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByText('4 of 5 members answered')).toBeInTheDocument();
    expect(candidate(LATER_WEEKEND).getByText('Cy, Maya')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/answer'))).toEqual({
      url: `/api/date-poll-options/${poll.options[1]!.id}/answer`,
      method: 'PUT',
      body: JSON.stringify({ answer: 'yes' }),
    });
    await act(async () => confirm(apiAnswer(200, { poll })));
  });

  it('goes back, with the error toast, when the answer does not reach the server', async () => {
    await renderCard('member', { answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    fireEvent.click(answers(LONG_WEEKEND).getByRole('radio', { name: 'If Need Be' }));
    expect(await screen.findByText('Failed to save your answer. Please try again.')).toBeInTheDocument();
    expect(answers(LONG_WEEKEND).getByRole('radio', { name: 'If Need Be' })).not.toBeChecked();
    expect(candidate(LONG_WEEKEND).getByText('2 yes · 1 if need be · 0 no')).toBeInTheDocument();
    expect(screen.getByText('3 of 5 members answered')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the answer', async () => {
    await renderCard('member', { answer: () => Promise.resolve(apiAnswer(409, { message: 'This poll is closed' })) });
    fireEvent.click(answers(LONG_WEEKEND).getByRole('radio', { name: 'No' }));
    expect(await screen.findByText('This poll is closed')).toBeInTheDocument();
    expect(answers(LONG_WEEKEND).getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('gives members neither Propose Dates nor Choose nor Remove', async () => {
    await renderCard('member');
    expect(screen.queryByRole('button', { name: /Propose Dates/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose These Dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('lets an admin choose a candidate after confirming, which gives the event its dates', async () => {
    const chosen: DatePoll = {
      ...poll,
      status: 'closed',
      closedAt: '2031-02-01T00:00:00.000Z',
      chosenOptionId: poll.options[0]!.id,
    };
    const { calls, client } = await renderCard('admin', {
      choose: () => Promise.resolve(apiAnswer(200, { poll: chosen })),
    });
    expect(candidate(LATER_WEEKEND).getByRole('button', { name: `Remove ${LATER_WEEKEND}` })).toBeInTheDocument();
    fireEvent.click(candidate(LONG_WEEKEND).getByRole('button', { name: 'Choose These Dates' }));
    const confirm = await screen.findByRole('dialog', { name: 'Choose These Dates' });
    expect(
      within(confirm).getByText(
        `Set the event's dates to ${LONG_WEEKEND}? The poll closes and every member is e-mailed the dates.`,
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Choose Dates' }));
    expect(await screen.findByText('Members will be e-mailed the dates.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/choose'))).toMatchObject({
      url: `/api/date-poll-options/${poll.options[0]!.id}/choose`,
      method: 'POST',
    });
    expect(client.getQueryData<EventDetail>(queryKeys.event(EVENT_ID))).toMatchObject({
      startDate: '2031-09-05T16:00:00.000Z',
      endDate: '2031-09-07T10:00:00.000Z',
    });
  });

  it('gives admins the proposal dialog with its validation texts, times taken in the event’s zone', async () => {
    const { calls } = await renderCard('admin', { propose: () => Promise.resolve(apiAnswer(201, { poll })) });
    fireEvent.click(screen.getByRole('button', { name: /Propose Dates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose Dates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose Dates' }));
    expect(await within(dialog).findByText('Start date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('End date is required')).toBeInTheDocument();

    typeDateTime(within(dialog).getByLabelText('Start'), '2031-09-05 18:00');
    typeDateTime(within(dialog).getByLabelText('End'), '2031-09-04 10:00');
    expect(await within(dialog).findByText('End date must be after the start date')).toBeInTheDocument();
    typeDateTime(within(dialog).getByLabelText('End'), '2031-09-07 12:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose Dates' }));
    expect(await screen.findByText('Dates Proposed')).toBeInTheDocument();
    // 18:00 and 12:00 in Madrid in September are 16:00 and 10:00 UTC.
    expect(calls.find((call) => call.url.endsWith('/date-poll/options'))).toEqual({
      url: `/api/events/${EVENT_ID}/date-poll/options`,
      method: 'POST',
      body: JSON.stringify({ startDate: '2031-09-05T16:00:00.000Z', endDate: '2031-09-07T10:00:00.000Z' }),
    });
  });

  it('asks an admin to propose dates while there is no poll yet', async () => {
    await renderCard('admin', {}, null);
    expect(screen.getByText('Propose a few date ranges and let members vote.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Propose Dates/ })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/members answered/)).not.toBeInTheDocument();
  });
});
