import { queryKeys } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { costs, expense, room, stay } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import { RoomDialog } from './room-dialog';
import type { Stay } from './stay-types';
import { StaysTab } from './stays-tab';

const renderAsAdmin = (stays: Stay[], seedCosts = costs([])) => {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve(apiAnswer(200, { stays, withoutBed: [] })),
  ) as unknown as typeof fetch;
  renderTravel(<StaysTab eventId={EVENT_ID} userId="admin" admin />, (client) => {
    client.setQueryData(queryKeys.stays(EVENT_ID), { stays, withoutBed: [] });
    client.setQueryData(queryKeys.costs(EVENT_ID), seedCosts);
  });
};

const calls = () => (globalThis.fetch as jest.Mock).mock.calls as [string, RequestInit | undefined][];

describe('Stays for an admin', () => {
  it("show the stay's cost, split among who sleeps there", () => {
    renderAsAdmin(
      [stay()],
      costs([expense(3, { title: 'Rent', amountInEventCurrency: 90000, carpoolId: null, stayId: 's1' })]),
    );
    expect(screen.getByText('Rent $900 · split 3 ways')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See costs' })).toHaveAttribute('href', `/events/${EVENT_ID}/costs`);
  });

  it('add a cost to a stay that has none, linked to the stay', async () => {
    renderAsAdmin([stay()]);
    fireEvent.click(screen.getByRole('button', { name: /Add a cost/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a cost' });
    fireEvent.change(within(dialog).getByLabelText('What for'), { target: { value: 'Rent' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '900.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add cost' }));
    await waitFor(() => expect(calls().some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = calls().find(([, sent]) => sent?.method === 'POST')!;
    expect(url).toBe(`/api/events/${EVENT_ID}/expenses`);
    expect(JSON.parse(init!.body as string)).toMatchObject({
      title: 'Rent',
      amount: 90050,
      currency: 'USD',
      stayId: 's1',
    });
  });

  it('delete a stay once they confirm', async () => {
    renderAsAdmin([stay()]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Villa Sol' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Villa Sol?' });
    expect(calls().some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls()).toContainEqual(['/api/stays/s1', expect.objectContaining({ method: 'DELETE' })]),
    );
  });

  it('delete a room once they confirm', async () => {
    renderAsAdmin([stay()]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete room Blue room' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Blue room?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls()).toContainEqual(['/api/stay-rooms/r1', expect.objectContaining({ method: 'DELETE' })]),
    );
  });

  it('remove anyone from a room', async () => {
    const other = {
      userId: 'other',
      guestId: null,
      partyId: 'p2',
      displayName: 'Otto Other',
      photoURL: null,
      ageGroup: 'adult' as const,
    };
    renderAsAdmin([stay({ rooms: [room({ occupants: [other] })] })]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Otto Other' }));
    await waitFor(() =>
      expect(calls()).toContainEqual([
        '/api/stay-rooms/r1/sleepers?userId=other',
        expect.objectContaining({ method: 'DELETE' }),
      ]),
    );
  });
});

describe('The room dialog', () => {
  it('adds a room to a stay', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(apiAnswer(201, { stay: stay() }))) as unknown as typeof fetch;
    renderTravel(<RoomDialog eventId={EVENT_ID} stay={stay()} room={null} open onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a room to Villa Sol' });
    fireEvent.change(within(dialog).getByLabelText('Room name'), { target: { value: 'Attic' } });
    fireEvent.change(within(dialog).getByLabelText('Sleeps'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/stays/s1/rooms');
    expect(JSON.parse(init!.body as string)).toEqual({ name: 'Attic', beds: null, capacity: 3 });
  });

  it("says so when a room would sleep fewer than are in it, in the server's words", async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(apiAnswer(409, { statusCode: 409, message: 'This room already sleeps 2' })),
    ) as unknown as typeof fetch;
    const onClose = jest.fn();
    renderTravel(<RoomDialog eventId={EVENT_ID} stay={stay()} room={room()} open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit room' });
    expect(await within(dialog).findByDisplayValue('Blue room')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Sleeps'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This room already sleeps 2')).toBeInTheDocument();
    expect(calls()[0]?.[0]).toBe('/api/stay-rooms/r1');
    expect(onClose).not.toHaveBeenCalled();
  });
});
