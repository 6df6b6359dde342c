import { fireEvent, screen, within } from '@testing-library/react';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { InviteDialog } from './invite-dialog';

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
});
