import { queryKeys } from '@gatherly/shared';
import { apiAnswer, subscriptionSummary } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { guestListKey } from './guest-list-queries';
import { GUEST_LIST } from './guest-list-test-data';
import { GuestListView } from './guest-list-view';

const renderView = () =>
  renderMembers(<GuestListView eventId={EVENT_ID} />, (client) => {
    client.setQueryData(guestListKey(EVENT_ID), GUEST_LIST);
    client.setQueryData(queryKeys.subscription, subscriptionSummary('paid'));
  });

const parties = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('The Guest List', () => {
  it('counts heads per item, adults and children apart', () => {
    renderView();
    const dinner = screen.getByRole('group', { name: 'Head count: Dinner' });
    expect(within(dinner).getByText('Going: 2 adults, 1 child')).toBeInTheDocument();
    expect(within(dinner).getByText('Not going: 1 adult')).toBeInTheDocument();
    const brunch = screen.getByRole('group', { name: 'Head count: Brunch' });
    expect(within(brunch).getByText('No answer: 1 adult')).toBeInTheDocument();
  });

  it("shows each party's people with their answers, the guest's age and who recorded an answer", () => {
    renderView();
    const card = screen.getByRole('article', { name: 'Party: Ana Alvarez & Ben Brown' });
    expect(within(card).getByText('Guest · Child')).toBeInTheDocument();
    expect(within(card).getAllByText('Dinner: Going')).toHaveLength(3);
    expect(within(card).getByText('Brunch: No answer')).toBeInTheDocument();
    expect(within(card).getByText('Dinner: recorded by Abe Admin')).toBeInTheDocument();
    expect(within(card).getByText(/Reminded Jun 1, 2030/)).toBeInTheDocument();
  });

  it("filters the parties: hasn't answered, going, not going, for any item or one", async () => {
    renderView();
    expect(parties()).toHaveLength(2);
    fireEvent.click(screen.getByText("Hasn't answered"));
    expect(parties()).toEqual(['Party: Ana Alvarez & Ben Brown']);
    fireEvent.click(screen.getByText('Not going'));
    expect(parties()).toEqual(['Party: Cy Clark']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'For which item' }));
    fireEvent.click(await screen.findByTitle('Brunch'));
    expect(screen.getByText('No Parties Found')).toBeInTheDocument();
  });

  it('sums the questions, lists pending invitations, and counts diets naming only whom it may', () => {
    renderView();
    expect(screen.getByText('12 Fish · 20 Beef')).toBeInTheDocument();
    expect(screen.getByText('Dora Diaz')).toBeInTheDocument();
    expect(screen.getByText('Vegetarian: 2')).toBeInTheDocument();
    expect(screen.getByText('Allergy: Peanuts: 1')).toBeInTheDocument();
  });

  it("records a person's answer taken by phone", async () => {
    const fetchMock = jest.fn((_path: string, _init?: RequestInit) => Promise.resolve(apiAnswer(200, GUEST_LIST)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderView();
    fireEvent.click(screen.getByRole('button', { name: "Record Cy Clark's answer" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Record Cy Clark's answer")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('Maybe'));
    fireEvent.click(within(dialog).getByText('Beef'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [path, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(path).toBe('/api/schedule/dinner/rsvps');
    expect(JSON.parse(String(init!.body))).toEqual({
      people: [{ kind: 'member', id: 'cy', status: 'maybe', answers: [{ questionId: 'meal', value: ['Beef'] }] }],
    });
  });

  it('reminds those who have not answered, and says why not when one went out today', async () => {
    const message = 'Reminders already went out today. You can send the next one after Sat, Jun 2, 2030, 9:00 AM (UTC)';
    const fetchMock = jest.fn((_path: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST' ? apiAnswer(409, { statusCode: 409, message }) : apiAnswer(200, GUEST_LIST),
      ),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderView();
    fireEvent.click(screen.getByRole('button', { name: /Remind guests/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(path).toBe(`/api/events/${EVENT_ID}/guest-list/reminders`);
    expect(JSON.parse(String(init!.body))).toEqual({});
  });
});
