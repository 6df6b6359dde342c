import { queryKeys } from '@gatherly/shared';
import { screen, within } from '@testing-library/react';
import type { EventCosts } from './common/costs-types';
import { balance, costs, CURRENCIES, expense, MEMBERS, transfer } from './common/test-data';
import { EVENT_ID, renderCosts } from './common/test-render';
import Section from './section';

let signedInAs = 'me';
jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: signedInAs } }),
}));

const renderSection = (answer: EventCosts, viewer = 'me') => {
  signedInAs = viewer;
  return renderCosts(<Section />, (client) => {
    client.setQueryData(queryKeys.costs(EVENT_ID), answer);
    client.setQueryData(queryKeys.members(EVENT_ID), MEMBERS);
    client.setQueryData(queryKeys.parties(EVENT_ID), []);
    client.setQueryData(['/api/costs/currencies'], CURRENCIES);
    client.setQueryData([...queryKeys.parties(EVENT_ID), 'mine'], {
      id: 'p1',
      guestLimit: 1,
      lastRemindedAt: null,
      members: [],
      guests: [],
    });
  });
};

const owing = () =>
  costs({
    expenses: [expense()],
    balances: [balance('me', 'Mia Me', -2500), balance('bo', 'Bo Berg', 7500), balance('ana', 'Ana Alves', -5000)],
    settleUp: [
      transfer({ fromUserId: 'me', venmoUrl: 'https://venmo.com/?txn=pay&recipients=bo-berg&amount=25.00&note=Trip' }),
      transfer({
        fromUserId: 'ana',
        amount: 5000,
        venmoUrl: 'https://venmo.com/?txn=pay&recipients=bo-berg&amount=50.00',
      }),
      transfer({ fromUserId: 'cy', toUserId: 'me', amount: 1000 }),
    ],
  });

describe('Costs', () => {
  it('invites the first expense when there are none', () => {
    renderSection(costs());
    expect(screen.getByText('No costs yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add expense/ })).toBeInTheDocument();
  });

  it("says what the caller owes, and everyone else's standing", () => {
    renderSection(owing());
    expect(screen.getByRole('heading', { name: 'You owe $25.00' })).toBeInTheDocument();
    const balances = screen.getByRole('list', { name: 'Balances' });
    expect(within(balances).getByText('is owed $75.00')).toBeInTheDocument();
    expect(within(balances).getByText('owes $50.00')).toBeInTheDocument();
  });

  it("offers Venmo to whoever pays, when the recipient's link is there, opening in a new tab", () => {
    renderSection(owing());
    const settle = within(screen.getByRole('list', { name: 'Settle up' }));
    // The caller's own first.
    const [mine, toMe, anas] = settle.getAllByRole('listitem');
    expect(within(mine!).getByText('You pay Bo Berg $25.00')).toBeInTheDocument();
    const venmo = within(mine!).getByRole('link', { name: 'Pay with Venmo' });
    expect(venmo).toHaveAttribute('href', expect.stringContaining('recipients=bo-berg'));
    expect(venmo).toHaveAttribute('target', '_blank');
    expect(within(mine!).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(within(anas!).getByText('Ana Alves pays Bo Berg $50.00')).toBeInTheDocument();
    expect(within(anas!).queryByRole('link', { name: 'Pay with Venmo' })).not.toBeInTheDocument();
    // Neither side nor an admin: not the caller's to record.
    expect(within(anas!).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    // Paid to the caller, who gave no Venmo name: no link, and the caller may record it.
    expect(within(toMe!).getByText('Cy Cruz pays you $10.00')).toBeInTheDocument();
    expect(within(toMe!).queryByRole('link', { name: 'Pay with Venmo' })).not.toBeInTheDocument();
    expect(within(toMe!).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });

  it("shows an expense with who paid, its split, and its amount in the event's currency when converted", () => {
    renderSection(
      costs({
        expenses: [
          expense({ currency: 'EUR', amount: 4000, rate: '1.0875', amountInEventCurrency: 4350, carpoolId: 'c1' }),
        ],
        balances: [balance('me', 'Mia Me', 0)],
      }),
    );
    const card = within(screen.getByRole('list', { name: 'Expenses' }));
    expect(card.getByText('Dinner at Casa Lola')).toBeInTheDocument();
    expect(card.getByText('Jun 12, 2030')).toBeInTheDocument();
    expect(card.getByText('€40.00')).toBeInTheDocument();
    expect(card.getByText('$43.50')).toBeInTheDocument();
    expect(card.getByText('Paid by Bo Berg · Split equally among 4 people')).toBeInTheDocument();
    expect(card.getByText('Carpool')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You're all square" })).toBeInTheDocument();
  });

  it('offers edit and delete on an expense the caller may change', () => {
    renderSection(costs({ expenses: [expense({ canEdit: true })] }));
    expect(screen.getByRole('button', { name: 'Edit Dinner at Casa Lola' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Dinner at Casa Lola' })).toBeInTheDocument();
  });

  it("lets an admin choose the event's currency until costs are recorded", () => {
    renderSection(costs(), 'bo');
    const card = within(screen.getByText('Event currency').closest('.ant-card') as HTMLElement);
    expect(card.getByRole('combobox')).toBeEnabled();
    expect(card.getByText('Expenses in other currencies are converted at the rate you enter.')).toBeInTheDocument();
  });

  it('keeps the currency once an expense is recorded, saying why', () => {
    renderSection(costs({ expenses: [expense()] }), 'bo');
    const card = within(screen.getByText('Event currency').closest('.ant-card') as HTMLElement);
    expect(card.getByRole('combobox')).toBeDisabled();
    expect(card.getByText("The currency can't change once costs are recorded")).toBeInTheDocument();
  });

  it('offers the currency choice to admins only', () => {
    renderSection(costs());
    expect(screen.queryByText('Event currency')).not.toBeInTheDocument();
  });
});
