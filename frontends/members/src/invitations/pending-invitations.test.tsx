import { queryKeys } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PendingInvitation } from '../common/members-queries';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { PendingInvitations } from './pending-invitations';

const MARIA: PendingInvitation = {
  id: 'i1',
  email: 'maria@example.com',
  name: 'Maria Silva',
  role: 'attendee',
  guestLimit: 2,
  guests: [{ name: 'Tom Silva', ageGroup: 'adult' }],
  invitedAt: '2030-01-20T12:00:00.000Z',
  invitedBy: { id: 'me', displayName: 'Cora Creator' },
  lastEmailSentAt: null,
};

describe('Pending Invitations', () => {
  it('shows who each invitation is for and its party, and lets an admin change the party', async () => {
    const fetchMock = jest.fn((_path: string, _init?: RequestInit) =>
      Promise.resolve(apiAnswer(200, { invitation: MARIA, invitations: [MARIA] })),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderMembers(<PendingInvitations eventId={EVENT_ID} />, (client) =>
      client.setQueryData(queryKeys.invitations(EVENT_ID), [MARIA]),
    );
    expect(screen.getByText('Maria Silva')).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText('Party of 3 · with Tom Silva')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit the invitation to maria@example.com' }));
    const guests = await screen.findByRole('spinbutton', { name: 'Guests they may bring' });
    expect(guests).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Name of guest 1' })).toHaveValue('Tom Silva');
    fireEvent.change(guests, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [path, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(path).toBe(`/api/events/${EVENT_ID}/invitations/i1`);
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Maria Silva',
      guestLimit: 3,
      guests: [{ name: 'Tom Silva', ageGroup: 'adult' }],
    });
  });
});
