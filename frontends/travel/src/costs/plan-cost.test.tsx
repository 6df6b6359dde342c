import { queryKeys } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CarpoolsTab } from '../carpools/carpools-tab';
import { carpool, costs, expense } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import type { PlanCostsAnswer } from './plan-cost-types';

const fuel = expense(4);

const renderCarpools = (answer: PlanCostsAnswer, userId: string) =>
  renderTravel(<CarpoolsTab eventId={EVENT_ID} userId={userId} />, (client) => {
    client.setQueryData(queryKeys.carpools(EVENT_ID), [carpool()]);
    client.setQueryData(queryKeys.costs(EVENT_ID), answer);
  });

describe("A carpool's cost", () => {
  it('shows on its card, with the way to the Costs section', () => {
    renderCarpools(costs([fuel]), 'rider');
    expect(screen.getByText('Fuel $60 · split 4 ways')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See costs' })).toHaveAttribute('href', `/events/${EVENT_ID}/costs`);
    expect(screen.queryByRole('button', { name: /Add a cost/ })).not.toBeInTheDocument();
  });

  it('is added by the driver only', () => {
    renderCarpools(costs([]), 'rider');
    expect(screen.queryByRole('button', { name: /Add a cost/ })).not.toBeInTheDocument();
  });

  it('is added in the event currency’s minor units, linked to the carpool', async () => {
    renderCarpools(costs([], 'JPY', 0), 'driver');
    globalThis.fetch = jest.fn(() => Promise.resolve(apiAnswer(201, { expense: fuel }))) as unknown as typeof fetch;
    fireEvent.click(screen.getByRole('button', { name: /Add a cost/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a cost' });
    fireEvent.change(within(dialog).getByLabelText('What for'), { target: { value: 'Fuel' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (JPY)'), { target: { value: '4500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add cost' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/events/${EVENT_ID}/expenses`);
    expect(JSON.parse(init.body as string)).toEqual({
      title: 'Fuel',
      amount: 4500,
      currency: 'JPY',
      spentOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      splitMode: 'equal',
      carpoolId: 'c1',
    });
    expect(await screen.findByText('Cost added')).toBeInTheDocument();
  });

  it('needs a title and an amount above zero', async () => {
    renderCarpools(costs([]), 'driver');
    fireEvent.click(screen.getByRole('button', { name: /Add a cost/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a cost' });
    fireEvent.change(within(dialog).getByLabelText('Amount (USD)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add cost' }));
    expect(await within(dialog).findByText('Say what the cost is for')).toBeInTheDocument();
    expect(await within(dialog).findByText('Amount must be more than zero')).toBeInTheDocument();
  });
});
