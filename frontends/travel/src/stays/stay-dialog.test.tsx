import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stay } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import { useState } from 'react';
import { StayDialog, stayFields } from './stay-dialog';
import type { Stay } from './stay-types';

const openDialog = (editing: Parameters<typeof StayDialog>[0]['stay'] = null) => {
  globalThis.fetch = jest.fn(() => Promise.resolve(apiAnswer(201, { stay: stay() }))) as unknown as typeof fetch;
  renderTravel(<StayDialog eventId={EVENT_ID} stay={editing} open onClose={jest.fn()} />);
  return screen.getByRole('dialog', { name: editing ? 'Edit stay' : 'Add a stay' });
};

const sent = () => {
  const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(init.body as string) as unknown };
};

describe('The stay dialog', () => {
  it('needs a name and a name for each room', async () => {
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stay' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Room name is required')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('adds a rental with its rooms, leaving out what was left empty', async () => {
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Villa Sol ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Add a room/ }));
    const [first, second] = within(dialog).getAllByRole('group', { name: /^Room \d$/ });
    fireEvent.change(within(first).getByLabelText('Room name'), { target: { value: 'Loft' } });
    fireEvent.change(within(first).getByLabelText('Beds'), { target: { value: '1 queen, 1 sofa bed' } });
    fireEvent.change(within(first).getByLabelText('Sleeps'), { target: { value: '3' } });
    fireEvent.change(within(second).getByLabelText('Room name'), { target: { value: 'Bunk room' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stay' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(sent()).toEqual({
      url: `/api/events/${EVENT_ID}/stays`,
      method: 'POST',
      body: {
        kind: 'rental',
        name: 'Villa Sol',
        membersClaimBeds: true,
        rooms: [
          { name: 'Loft', beds: '1 queen, 1 sofa bed', capacity: 3 },
          { name: 'Bunk room', beds: null, capacity: 2 },
        ],
      },
    });
  });

  it('removes a room row', async () => {
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove room 1' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Room 1' })).not.toBeInTheDocument());
  });

  it('asks a hotel block for its booking link, code and date, and refuses a link that is no web address', async () => {
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hotel block' }));
    expect(await within(dialog).findByLabelText('Booking code')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Check-in')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Book by')).toBeInTheDocument();
    const link = within(dialog).getByLabelText('Booking link');
    fireEvent.change(link, { target: { value: 'hotel.example' } });
    fireEvent.blur(link);
    expect(await within(dialog).findByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
  });

  it('edits a stay without its rooms, clearing what its kind does not have', async () => {
    const dialog = openDialog(stay({ kind: 'hotel', bookingCode: 'WED', checkIn: null, checkOut: null }));
    expect(within(dialog).queryByText('Rooms')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(sent()).toEqual({
      url: '/api/stays/s1',
      method: 'PATCH',
      body: {
        kind: 'hotel',
        name: 'Villa Sol',
        address: 'Carrer del Sol 1, Sitges',
        bookingUrl: null,
        bookingCode: 'WED',
        bookingCutoff: null,
        checkIn: null,
        checkOut: null,
        membersClaimBeds: true,
      },
    });
  });

  it('opens empty for a new stay after editing another', async () => {
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    function EditThenAdd() {
      const [editing, setEditing] = useState<Stay | null>(stay({ name: 'Old Villa', address: 'Old street 1' }));
      return (
        <>
          <button onClick={() => setEditing(null)}>New stay</button>
          <StayDialog eventId={EVENT_ID} stay={editing} open onClose={jest.fn()} />
        </>
      );
    }
    renderTravel(<EditThenAdd />);
    const edit = screen.getByRole('dialog', { name: 'Edit stay' });
    expect(await within(edit).findByDisplayValue('Old street 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New stay', hidden: true }));
    const add = await screen.findByRole('dialog', { name: 'Add a stay' });
    expect(within(add).getByLabelText('Name')).toHaveValue('');
    expect(within(add).getByLabelText('Address')).toHaveValue('');
  });

  it('sends a rental’s check-in and check-out as moments and no booking details', () => {
    const dayjs = jest.requireActual<typeof import('dayjs')>('dayjs');
    expect(
      stayFields({
        kind: 'rental',
        name: 'Villa',
        bookingCode: 'X',
        checkIn: dayjs('2030-06-12T15:00:00.000Z'),
        checkOut: dayjs('2030-06-15T10:00:00.000Z'),
        membersClaimBeds: false,
      }),
    ).toMatchObject({
      bookingCode: null,
      checkIn: '2030-06-12T15:00:00.000Z',
      checkOut: '2030-06-15T10:00:00.000Z',
    });
  });
});
