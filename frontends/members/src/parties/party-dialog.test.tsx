import { type Party, queryKeys } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member } from '../common/test-data';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { PartyDialog } from './party-dialog';
import { partyName } from './party-name';

const ANA = member('ana', 'attendee', 'Ana Alves');
const BEN = member('ben', 'attendee', 'Ben Berg');

const party = (overrides: Partial<Party> = {}): Party => ({
  id: ANA.partyId,
  guestLimit: 2,
  lastRemindedAt: null,
  members: [{ userId: ANA.userId, displayName: 'Ana Alves', photoURL: null }],
  guests: [{ id: 'g1', name: 'Kid', ageGroup: 'child' }],
  ...overrides,
});

function open(parties: Party[]) {
  const fetchMock = jest.fn(() => Promise.resolve(apiAnswer(200, { party: parties[0] })));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderMembers(<PartyDialog eventId={EVENT_ID} member={ANA} members={[ANA, BEN]} onClose={jest.fn()} />, (client) =>
    client.setQueryData(queryKeys.parties(EVENT_ID), parties),
  );
  return { dialog: screen.getByRole('dialog', { name: 'Party of Ana Alves +1' }), fetchMock };
}

const sent = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [init?.method ?? 'GET', String(url), init?.body]);

describe('A party, as an admin edits it', () => {
  it('names a party by its members and how many guests they bring', () => {
    expect(partyName(party())).toBe('Ana Alves +1');
    expect(
      partyName(
        party({
          members: [
            { userId: 'a', displayName: 'Ana', photoURL: null },
            { userId: 'b', displayName: 'Ben', photoURL: null },
          ],
          guests: [],
        }),
      ),
    ).toBe('Ana & Ben');
  });

  it('shows its guests and adds one while the allowance has room', async () => {
    const { dialog, fetchMock } = open([party()]);
    expect(within(dialog).getByLabelText('Name of guest 1')).toHaveValue('Kid');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add guest/ }));
    await waitFor(() =>
      expect(sent(fetchMock)).toContainEqual([
        'POST',
        expect.stringContaining(`/api/events/${EVENT_ID}/parties/${ANA.partyId}/guests`),
        JSON.stringify({ name: null, ageGroup: 'adult' }),
      ]),
    );
  });

  it('cannot add a guest past the allowance, and says how to make room', () => {
    const { dialog } = open([party({ guestLimit: 1 })]);
    expect(within(dialog).getByRole('button', { name: /Add guest/ })).toBeDisabled();
    expect(within(dialog).getByText('All 1 guests are added. Raise the number to add more.')).toBeInTheDocument();
  });

  it('joins another member into the party', async () => {
    const { dialog, fetchMock } = open([party()]);
    fireEvent.mouseDown(within(dialog).getByLabelText('Member to join into this party'));
    fireEvent.click(await screen.findByTitle('Ben Berg'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(sent(fetchMock)).toContainEqual([
        'POST',
        expect.stringContaining(`/parties/${ANA.partyId}/members`),
        JSON.stringify({ userId: BEN.userId }),
      ]),
    );
  });
});
