import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sharersOf } from '../common/costs-people';
import { CURRENCIES, expense, MEMBERS } from '../common/test-data';
import { EVENT_ID, renderCosts } from '../common/test-render';
import { ExpenseDialog, type ExpenseDialogProps } from './expense-dialog';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(apiAnswer(201, { expense: expense() }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const renderDialog = (props: Partial<ExpenseDialogProps> = {}) => {
  const onClose = jest.fn();
  renderCosts(
    <ExpenseDialog
      eventId={EVENT_ID}
      eventCurrency="USD"
      currencies={CURRENCIES}
      payers={MEMBERS.map((member) => ({ userId: member.userId, label: member.user.displayName }))}
      sharers={sharersOf({ members: MEMBERS, parties: undefined, myParty: undefined })}
      userId="me"
      onClose={onClose}
      {...props}
    />,
  );
  return {
    onClose,
    dialog: within(screen.getByRole('dialog', { name: props.expense ? 'Edit expense' : 'Add expense' })),
  };
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The body of the one POST sent. */
const sent = () => {
  const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  return JSON.parse((post![1] as RequestInit).body as string) as Record<string, unknown>;
};

describe('Add expense', () => {
  it('says what is missing instead of sending', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    type('Amount', '12.345');
    expect(await screen.findByText('Use at most 2 decimals for USD')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a dinner for four in cents, paid by the caller and split equally, then closes', async () => {
    const { onClose, dialog } = renderDialog();
    type('Title', 'Dinner');
    type('Amount', '100.50');
    fireEvent.click(dialog.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/events/${EVENT_ID}/expenses`);
    expect(sent()).toMatchObject({
      title: 'Dinner',
      amount: 10050,
      currency: 'USD',
      payers: [{ userId: 'me', amount: 10050 }],
      splitMode: 'equal',
      participants: [{ userId: 'me' }, { userId: 'ana' }, { userId: 'bo' }, { userId: 'cy' }],
    });
  });

  it.each([
    ['JPY', '1200', 1200],
    ['BHD', '7.125', 7125],
  ])('sends %s %s as %i minor units', async (currency, typed, minor) => {
    const { onClose, dialog } = renderDialog({ eventCurrency: currency });
    type('Title', 'Taxi');
    type('Amount', typed);
    fireEvent.click(dialog.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toMatchObject({ amount: minor, currency, payers: [{ userId: 'me', amount: minor }] });
    expect(sent()).not.toHaveProperty('rate');
  });

  it('asks for the rate when the expense is in another currency', async () => {
    const { dialog } = renderDialog({ expense: expense({ currency: 'EUR', rate: '', canEdit: true }) });
    expect(dialog.getByLabelText('1 EUR = ? USD')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Save expense' }));
    expect(await screen.findByText('Enter the exchange rate')).toBeInTheDocument();
    type('1 EUR = ? USD', '1.0875');
    expect(await screen.findByText('≈ $108.75')).toBeInTheDocument();
  });

  it('shows what is left to assign while exact amounts are typed', async () => {
    const { dialog } = renderDialog();
    type('Amount', '60');
    fireEvent.click(dialog.getByText('Exact'));
    expect(await screen.findByRole('status')).toHaveTextContent('Left to assign: $60.00');
    type('Amount of Mia Me', '25.50');
    expect(screen.getByRole('status')).toHaveTextContent('Left to assign: $34.50');
    type('Amount of Ana Alves', '40');
    expect(screen.getByRole('status')).toHaveTextContent('Assigned $5.50 too much');
    fireEvent.click(dialog.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('The split adds up to $65.50, not $60.00')).toBeInTheDocument();
    type('Amount of Ana Alves', '34.50');
    expect(screen.getByRole('status')).toHaveTextContent('Left to assign: $0.00');
  });

  it("shows the server's message when it refuses", async () => {
    fetchMock.mockResolvedValue(
      apiAnswer(403, { statusCode: 403, message: 'Only a payer or an admin can change this' }),
    );
    const { onClose, dialog } = renderDialog();
    type('Title', 'Dinner');
    type('Amount', '20');
    fireEvent.click(dialog.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Only a payer or an admin can change this')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a carpool's cost without its split, which follows the carpool's people", async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { expense: expense() }));
    const { onClose, dialog } = renderDialog({ expense: expense({ carpoolId: 'c1', canEdit: true }) });
    expect(dialog.queryByRole('radio', { name: 'By shares' })).not.toBeInTheDocument();
    expect(dialog.getByText(/Shared equally by the people in this carpool/)).toBeInTheDocument();
    type('Amount', '80');
    fireEvent.click(dialog.getByRole('button', { name: 'Save expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/expenses/x1', 'PATCH']);
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 8000, payers: [{ userId: 'bo', amount: 8000 }] });
    expect(body).not.toHaveProperty('participants');
    expect(body).not.toHaveProperty('splitMode');
  });

  it("keeps a participant the caller cannot list, such as another party's guest, when editing", async () => {
    fetchMock.mockResolvedValue(apiAnswer(200, { expense: expense() }));
    const guest = { userId: null, guestId: 'g9', partyId: null, label: 'Guest of Bo Berg', shares: null, amount: 5000 };
    const { onClose, dialog } = renderDialog({
      expense: expense({ canEdit: true, participants: [{ ...expense().participants[0]!, amount: 5000 }, guest] }),
    });
    expect(dialog.getByText('Guest of Bo Berg')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Save expense' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string) as Record<string, unknown>;
    expect(body.participants).toEqual([{ userId: 'me' }, { guestId: 'g9' }]);
  });
});
