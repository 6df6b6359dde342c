import { queryKeys } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { room, sleeper, stay } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import type { Sleeper, Stay } from './stay-types';
import { StaysTab } from './stays-tab';

const guest = sleeper({ userId: null, guestId: 'g1', displayName: 'Gus Guest' });
const other = sleeper({ userId: 'other', partyId: 'p-other', displayName: 'Otto Other' });

const renderStays = (stays: Stay[], withoutBed: Sleeper[], { admin = false, userId = 'me' } = {}) => {
  globalThis.fetch = jest.fn(() => Promise.resolve(apiAnswer(200, { stays, withoutBed }))) as unknown as typeof fetch;
  return renderTravel(<StaysTab eventId={EVENT_ID} userId={userId} admin={admin} />, (client) =>
    client.setQueryData(queryKeys.stays(EVENT_ID), { stays, withoutBed }),
  );
};

const requests = () =>
  (globalThis.fetch as jest.Mock).mock.calls.map(([url, init]: [string, RequestInit]) => ({
    url,
    method: init?.method ?? 'GET',
    body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
  }));

describe('Stays tab', () => {
  it('says so when no stay was added, and offers admins to add one', () => {
    renderStays([], [], { admin: true });
    expect(screen.getByText('No stays yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add a stay/ })).toBeInTheDocument();
  });

  it('shows a rental: kind, name, address, check-in and out, rooms, beds, sleepers and free beds', () => {
    renderStays([stay({ rooms: [room({ occupants: [other] })] })], [sleeper()]);
    expect(screen.getByText('Rental')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Villa Sol' })).toBeInTheDocument();
    expect(screen.getByText('Carrer del Sol 1, Sitges')).toBeInTheDocument();
    expect(screen.getByText(/^Check-in Jun 12, /)).toBeInTheDocument();
    expect(screen.getByText(/^Check-out Jun 15, /)).toBeInTheDocument();
    const blue = screen.getByRole('region', { name: 'Blue room' });
    expect(within(blue).getByText('1 queen · Sleeps 2 · 1 bed free')).toBeInTheDocument();
    expect(within(blue).getByText('Otto Other')).toBeInTheDocument();
    expect(within(blue).getAllByLabelText('Free bed')).toHaveLength(1);
    expect(screen.getByLabelText('1 of 2 beds taken')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a stay/ })).not.toBeInTheDocument();
  });

  it('shows a hotel block with its booking link, code and the date to book by', () => {
    renderStays(
      [
        stay({
          kind: 'hotel',
          name: 'Hotel Arts',
          bookingUrl: 'https://hotel.example/book',
          bookingCode: 'WED2030',
          bookingCutoff: '2030-05-01',
          checkIn: null,
          checkOut: null,
        }),
      ],
      [],
    );
    expect(screen.getByText('Hotel block')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Booking link for Hotel Arts/ })).toHaveAttribute(
      'href',
      'https://hotel.example/book',
    );
    expect(screen.getByText('Code WED2030')).toBeInTheDocument();
    expect(screen.getByText('Book by May 1')).toBeInTheDocument();
  });

  it('lets a member take a bed where members claim beds', async () => {
    renderStays([stay()], [sleeper()]);
    fireEvent.click(screen.getByRole('button', { name: 'Take a bed' }));
    await waitFor(() =>
      expect(requests()).toContainEqual({
        url: '/api/stay-rooms/r1/sleepers',
        method: 'POST',
        body: { userId: 'me' },
      }),
    );
  });

  it('offers "Move here" to a member who already has a bed elsewhere, and "Leave this bed" in their own', async () => {
    renderStays([stay({ rooms: [room({ occupants: [sleeper()] }), room({ id: 'r2', name: 'Green room' })] })], []);
    expect(within(screen.getByRole('region', { name: 'Green room' })).getByRole('button', { name: 'Move here' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Blue room' })).getByRole('button', { name: 'Leave this bed' }),
    );
    await waitFor(() =>
      expect(requests()).toContainEqual({
        url: '/api/stay-rooms/r1/sleepers?userId=me',
        method: 'DELETE',
        body: undefined,
      }),
    );
  });

  it("lets a member add their party's guest, and never someone else's", async () => {
    const otherGuest = sleeper({ userId: null, guestId: 'g2', partyId: 'p-other', displayName: 'Olga Guest' });
    renderStays([stay()], [sleeper(), guest, otherGuest, other]);
    const add = screen.getByRole('combobox', { name: 'Add a guest to Blue room' });
    fireEvent.mouseDown(add);
    expect(await screen.findByTitle('Gus Guest')).toBeInTheDocument();
    expect(screen.queryByTitle('Olga Guest')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Gus Guest'));
    await waitFor(() =>
      expect(requests()).toContainEqual({
        url: '/api/stay-rooms/r1/sleepers',
        method: 'POST',
        body: { guestId: 'g1' },
      }),
    );
  });

  it('offers members nothing to claim where admins assign the beds, and no way to remove others', () => {
    renderStays([stay({ membersClaimBeds: false, rooms: [room({ occupants: [other] })] })], [sleeper()]);
    expect(screen.getByText('The organisers assign the beds here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a bed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Otto Other' })).not.toBeInTheDocument();
  });

  it('offers no claim in a full room', () => {
    renderStays([stay({ rooms: [room({ capacity: 1, occupants: [other] })] })], [sleeper()]);
    expect(screen.getByText('1 queen · Sleeps 1 · Full')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a bed' })).not.toBeInTheDocument();
  });

  it('gives admins the stay and room controls and a way to put anyone in a room', async () => {
    renderStays([stay({ rooms: [room({ occupants: [other] })] })], [sleeper(), guest], { admin: true });
    expect(screen.getByRole('button', { name: 'Edit Villa Sol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Villa Sol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit room Blue room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete room Blue room' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Otto Other' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add a room/ })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Put someone in Blue room' }));
    fireEvent.click(await screen.findByTitle('Gus Guest'));
    await waitFor(() =>
      expect(requests()).toContainEqual({
        url: '/api/stay-rooms/r1/sleepers',
        method: 'POST',
        body: { guestId: 'g1' },
      }),
    );
  });

  it("shows the server's message when the room filled meanwhile, and reads the stays again", async () => {
    renderStays([stay()], [sleeper()]);
    globalThis.fetch = jest.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? apiAnswer(409, { statusCode: 409, message: 'This room is full' })
          : apiAnswer(200, { stays: [stay({ rooms: [room({ capacity: 1, occupants: [other] })] })], withoutBed: [] }),
      ),
    ) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: 'Take a bed' }));
    expect(await screen.findByText('This room is full')).toBeInTheDocument();
    expect(await screen.findByText('Otto Other')).toBeInTheDocument();
  });

  it('lists who sleeps where, and everyone without a bed, whom an admin assigns from there', async () => {
    renderStays([stay({ rooms: [room({ occupants: [other] })] })], [sleeper(), guest], { admin: true });
    fireEvent.click(screen.getByText('Who sleeps where'));
    const blue = screen.getByRole('list', { name: 'Sleeping in Blue room, Villa Sol' });
    expect(within(blue).getByText('Otto Other')).toBeInTheDocument();
    const noBed = screen.getByRole('list', { name: 'No bed yet' });
    expect(within(noBed).getByText('Mia Member')).toBeInTheDocument();
    expect(within(noBed).getByText('Gus Guest')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assign Gus Guest to a room' }));
    fireEvent.click(await screen.findByTitle('Blue room, Villa Sol (1 free)'));
    await waitFor(() =>
      expect(requests()).toContainEqual({
        url: '/api/stay-rooms/r1/sleepers',
        method: 'POST',
        body: { guestId: 'g1' },
      }),
    );
  });
});
