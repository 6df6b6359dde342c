import { queryKeys } from '@gatherly/shared';
import { renderInSection, subscriptionSummary } from '@gatherly/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ADMIN, ATTENDEE, CREATOR } from '../common/test-data';
import { EVENT_ID } from '../common/test-render';
import Section from '../section';
import { guestListKey } from './guest-list-queries';
import { GUEST_LIST } from './guest-list-test-data';

let signedInAs = 'me';
jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: signedInAs } }),
}));

const renderAs = (viewer: string, search = '') => {
  signedInAs = viewer;
  renderInSection(
    'members',
    <Section />,
    (client) => {
      client.setQueryData(queryKeys.members(EVENT_ID), [CREATOR, ADMIN, ATTENDEE]);
      client.setQueryData(queryKeys.invitations(EVENT_ID), []);
      client.setQueryData(guestListKey(EVENT_ID), GUEST_LIST);
      client.setQueryData(queryKeys.subscription, subscriptionSummary('paid'));
    },
    search,
  );
};

describe('The members section’s Guest List view', () => {
  it('is a switch away for an admin, and its address opens it', async () => {
    renderAs('admin');
    fireEvent.click(screen.getByText('Guest List'));
    expect(await screen.findByRole('heading', { name: 'Guest List' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Head count: Dinner' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Members'));
    expect(await screen.findByRole('heading', { name: 'Event Members' })).toBeInTheDocument();
  });

  it('opens from its address', async () => {
    renderAs('me', '?view=guests');
    expect(await screen.findByRole('heading', { name: 'Guest List' })).toBeInTheDocument();
  });

  it('is not there for an attendee, even by its address', () => {
    renderAs('attendee', '?view=guests');
    expect(screen.getByRole('heading', { name: 'Event Members' })).toBeInTheDocument();
    expect(screen.queryByText('Guest List')).not.toBeInTheDocument();
  });
});
