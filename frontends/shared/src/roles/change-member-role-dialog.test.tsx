import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Member } from '../api/types';
import { queryKeys } from '../query/query-client';
import { apiAnswer, renderInSection, TEST_EVENT_ID } from '../testing';
import { ChangeMemberRoleDialog, type RoleChange } from './change-member-role-dialog';

const member = (userId: string, role: Member['role'], displayName: string): Member => ({
  id: `m-${userId}`,
  userId,
  role,
  partyId: `p-${userId}`,
  joinedAt: '2030-01-15T12:00:00.000Z',
  user: { displayName, email: `${userId}@example.com`, photoURL: null },
});
const ADMIN = member('admin', 'admin', 'Abe Admin');
const ATTENDEE = member('attendee', 'attendee', 'Tia Attendee');

/** The API answering the role change with `status` (and `body`), recording each call. */
function serve(status: number, body: unknown = { success: true }) {
  const fetchMock = jest.fn(() => Promise.resolve(apiAnswer(status, body)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderDialog(change: RoleChange | null, onClose = jest.fn()): { client: QueryClient; onClose: jest.Mock } {
  const client = renderInSection(
    'members',
    <ChangeMemberRoleDialog eventId={TEST_EVENT_ID} change={change} onClose={onClose} />,
  );
  return { client, onClose };
}

describe('Change Member Role (spec section 2)', () => {
  it('names the member, the old and the new role, and what admins may do', () => {
    renderDialog({ member: ATTENDEE, role: 'admin' });
    const dialog = screen.getByRole('dialog', { name: 'Change Member Role' });
    expect(
      within(dialog).getByText("Are you sure you want to change Tia Attendee's role from Attendee to Admin?"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Admins can manage event settings, invite members, and modify event content'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change Role' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says what attendees may do when an admin becomes one', () => {
    renderDialog({ member: ADMIN, role: 'attendee' });
    expect(
      screen.getByText("Are you sure you want to change Abe Admin's role from Admin to Attendee?"),
    ).toBeInTheDocument();
    expect(screen.getByText('Attendees have standard event access without management privileges')).toBeInTheDocument();
  });

  it('is closed without a change', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the role, says Role Updated, refreshes what shows roles and closes', async () => {
    const fetchMock = serve(200);
    const { client, onClose } = renderDialog({ member: ATTENDEE, role: 'admin' });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('Role Updated')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/events/${TEST_EVENT_ID}/members/attendee/role`,
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ role: 'admin' }) }),
    );
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refreshed).toEqual(
      expect.arrayContaining([
        queryKeys.members(TEST_EVENT_ID),
        queryKeys.event(TEST_EVENT_ID),
        queryKeys.events,
        queryKeys.activity(TEST_EVENT_ID),
      ]),
    );
  });

  it("shows the server's message when the change fails, and stays open", async () => {
    serve(403, { message: 'Only the creator can change roles' });
    const { onClose } = renderDialog({ member: ATTENDEE, role: 'admin' });
    fireEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('Only the creator can change roles')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to the spec's text when the server cannot be reached", async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    renderDialog({ member: ATTENDEE, role: 'admin' });
    fireEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('Failed to update role. Please try again.')).toBeInTheDocument();
  });
});
