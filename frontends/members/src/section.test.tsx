import { queryKeys } from '@gatherly/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN, ATTENDEE, CREATOR } from './common/test-data';
import { EVENT_ID, renderMembers } from './common/test-render';
import Section from './section';

let signedInAs = 'me';
jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: signedInAs } }),
}));

const renderWith = (members = [CREATOR, ADMIN, ATTENDEE], viewer = 'me') => {
  signedInAs = viewer;
  renderMembers(<Section />, (client) => {
    client.setQueryData(queryKeys.members(EVENT_ID), members);
    client.setQueryData(queryKeys.invitations(EVENT_ID), [
      {
        id: 'i1',
        email: 'newbie@example.com',
        name: null,
        role: 'admin',
        guestLimit: 0,
        guests: [],
        invitedAt: '2030-01-20T12:00:00.000Z',
        invitedBy: { id: 'me', displayName: 'Cora Creator' },
        lastEmailSentAt: '2030-01-20T12:00:05.000Z',
      },
    ]);
  });
};

describe('Event Members', () => {
  it('shows the title, the role chips and every member card', () => {
    renderWith();
    expect(screen.getByRole('heading', { name: 'Event Members' })).toBeInTheDocument();
    for (const chip of ['Total: 3', 'Creators: 1', 'Admins: 1', 'Attendees: 1']) {
      expect(screen.getByText(chip)).toBeInTheDocument();
    }
    const card = screen.getByRole('button', { name: /^Tia Attendee tia@example.com/ });
    expect(within(card).getByText('tia@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Joined Jan 15, 2030')).toBeInTheDocument();
  });

  it('shows a role once: a selector where the viewer may change it, a tag otherwise', () => {
    renderWith();
    const tia = screen.getByRole('button', { name: /^Tia Attendee tia@example.com/ });
    expect(within(tia).queryByText('Attendee')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Tia Attendee' })).toBeInTheDocument();
    const cora = screen.getByRole('button', { name: /^Cora Creator/ });
    expect(within(cora).getByText('Creator')).toBeInTheDocument();
  });

  it('shows every role as a tag to a viewer who may change none', () => {
    renderWith([CREATOR, ADMIN, ATTENDEE], 'admin');
    const tia = screen.getByRole('button', { name: /^Tia Attendee tia@example.com/ });
    expect(within(tia).getByText('Attendee')).toBeInTheDocument();
  });

  it('searches by name or e-mail, and says when nobody matches', () => {
    renderWith();
    const search = screen.getByRole('textbox', { name: 'Search members by name or email' });
    fireEvent.change(search, { target: { value: 'ABE@' } });
    expect(screen.getByText('Abe Admin')).toBeInTheDocument();
    expect(screen.queryByText('Tia Attendee')).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No Members Found')).toBeInTheDocument();
  });

  it('says so when the event has no members', () => {
    renderWith([]);
    expect(screen.getByText('No Members Yet')).toBeInTheDocument();
    expect(screen.getByText('Invite people to join your event and start collaborating')).toBeInTheDocument();
  });

  it('gives the creator Invite, remove on others and role selectors, and the pending invitations', () => {
    renderWith();
    expect(screen.getByRole('button', { name: /Invite Member/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Abe Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tia Attendee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Cora Creator' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Tia Attendee' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Cora Creator' })).not.toBeInTheDocument();
    expect(screen.getByText('Pending Invitations (1)')).toBeInTheDocument();
    expect(screen.getByText('newbie@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-send the invitation to newbie@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the invitation to newbie@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the invitation to newbie@example.com' })).toBeInTheDocument();
    expect(screen.getByText('No guests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bulk Invite/ })).toBeInTheDocument();
  });

  it('lets an admin remove attendees and other admins but not the creator, and change no role', () => {
    renderWith([CREATOR, ADMIN, ATTENDEE], 'admin');
    expect(screen.getByRole('button', { name: /Invite Member/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tia Attendee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Cora Creator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Abe Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('gives an attendee neither Invite, remove nor the invitations', () => {
    renderWith([CREATOR, ADMIN, ATTENDEE], 'attendee');
    expect(screen.queryByRole('button', { name: /Invite Member/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bulk Invite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByText(/Pending Invitations/)).not.toBeInTheDocument();
  });

  it('asks before removing a member, in the words of the spec', async () => {
    renderWith();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tia Attendee' }));
    // antd gives every dialog title the same id under test, so the dialog is found by its text.
    const text = await screen.findByText(
      'Are you sure you want to remove Tia Attendee from this event? This action cannot be undone and they will lose access to all event information.',
    );
    const dialog = text.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Remove Member', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Member' })).toBeInTheDocument();
  });

  it("asks before changing a role, with the SDK's 'Change Member Role' confirmation", async () => {
    renderWith();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role of Tia Attendee' }));
    fireEvent.click(screen.getAllByText('Admin').find((node) => node.closest('.ant-select-item-option'))!);
    const question = await screen.findByText(
      "Are you sure you want to change Tia Attendee's role from Attendee to Admin?",
    );
    const dialog = question.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Change Member Role', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Admins can manage event settings, invite members, and modify event content'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change Role' })).toBeInTheDocument();
  });
});
