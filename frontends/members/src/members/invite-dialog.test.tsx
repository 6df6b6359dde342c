import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { InviteDialog } from './invite-dialog';

/** Records what was posted; answers every call with an invitation. */
function api() {
  const fetchMock = jest.fn((_path: string, _init?: RequestInit) =>
    Promise.resolve(apiAnswer(201, { invitation: { id: 'i1' } })),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('Invite New Member', () => {
  it('asks for an e-mail address and a role, Attendee by default', () => {
    renderMembers(<InviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Invite New Member' });
    expect(within(dialog).getByText('Send an email invitation to add a new member to this event')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email Address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Role')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Attendee')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Invitation' })).toBeInTheDocument();
  });

  it('refuses an address that is not an e-mail', async () => {
    renderMembers(<InviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('invites the invitee alone unless guests are allowed, and names no more guests than allowed', async () => {
    renderMembers(<InviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    const guests = screen.getByRole('spinbutton', { name: 'Guests they may bring' });
    expect(guests).toHaveValue('0');
    expect(
      screen.getByText('Just the invitee. Raise this to let them bring a plus-one or children.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Name a guest/ })).toBeDisabled();

    fireEvent.change(guests, { target: { value: '1' } });
    expect(await screen.findByText('Party of 2: the invitee plus up to 1 guest')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Name a guest/ }));
    expect(screen.getByRole('textbox', { name: 'Name of guest 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Name a guest/ })).toBeDisabled();
    expect(screen.getByText('Every guest is named. Raise the number of guests to name more.')).toBeInTheDocument();
  });

  it('sends the name, the guests they may bring and the guests named, a blank name as null', async () => {
    const fetchMock = api();
    const onClose = jest.fn();
    renderMembers(<InviteDialog eventId={EVENT_ID} open onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: ' Maria Silva ' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Guests they may bring' }), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /Name a guest/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /Name a guest/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of guest 1' }), { target: { value: 'Tom' } });
    fireEvent.click(screen.getByRole('button', { name: /Name a guest/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Guest 2' })).getByText('Child'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(path).toBe(`/api/events/${EVENT_ID}/members`);
    expect(JSON.parse(String(init!.body))).toEqual({
      userEmail: 'maria@example.com',
      role: 'attendee',
      name: 'Maria Silva',
      guestLimit: 2,
      guests: [
        { name: 'Tom', ageGroup: 'adult' },
        { name: null, ageGroup: 'child' },
      ],
    });
  });
});
