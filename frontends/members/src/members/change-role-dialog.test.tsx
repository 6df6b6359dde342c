import { screen, within } from '@testing-library/react';
import { ADMIN, ATTENDEE } from '../common/test-data';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { ChangeRoleDialog } from './change-role-dialog';

describe('Change Member Role', () => {
  it('names the member, the old and the new role, and what admins may do', () => {
    renderMembers(
      <ChangeRoleDialog eventId={EVENT_ID} change={{ member: ATTENDEE, role: 'admin' }} onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Member Role' });
    expect(within(dialog).getByText("Change Tia Attendee's role from Attendee to Admin?")).toBeInTheDocument();
    expect(
      within(dialog).getByText('Admins can manage event settings, invite members, and modify event content'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change Role' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says what attendees may do when an admin becomes one', () => {
    renderMembers(
      <ChangeRoleDialog eventId={EVENT_ID} change={{ member: ADMIN, role: 'attendee' }} onClose={jest.fn()} />,
    );
    expect(screen.getByText("Change Abe Admin's role from Admin to Attendee?")).toBeInTheDocument();
    expect(screen.getByText('Attendees have standard event access without management privileges')).toBeInTheDocument();
  });
});
