import { queryKeys } from '@gatherly/shared';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { arrivalsKey } from './common/travel-queries';
import { carpool, flight, stay } from './common/test-data';
import { EVENT_ID, renderTravel } from './common/test-render';
import Section from './section';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'me' } }),
  useCurrentEvent: () => ({ events: [{ id: EVENT_ID, role: 'member' }] }),
}));

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

describe('Travel Coordination', () => {
  it('shows the title and the three tabs with their counts', () => {
    renderTravel(<Section />, (client) => {
      client.setQueryData(queryKeys.flights(EVENT_ID), [flight()]);
      client.setQueryData(arrivalsKey(EVENT_ID), { windowMinutes: 120, groups: [] });
      client.setQueryData(queryKeys.carpools(EVENT_ID), [carpool(), carpool({ id: 'c2' })]);
      client.setQueryData(queryKeys.stays(EVENT_ID), { stays: [stay()], withoutBed: [] });
    });
    expect(screen.getByRole('heading', { name: 'Travel Coordination' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flights (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Carpools (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stays (1)' })).toBeInTheDocument();
    expect(screen.getByText('KLM KL1675')).toBeInTheDocument();
  });

  const seedLists = (client: QueryClient) => {
    client.setQueryData(queryKeys.flights(EVENT_ID), []);
    client.setQueryData(queryKeys.carpools(EVENT_ID), []);
    client.setQueryData(queryKeys.stays(EVENT_ID), { stays: [], withoutBed: [] });
  };

  it("opens Add Flight Information when the dashboard's Add Flight led here", async () => {
    renderTravel(<Section />, seedLists, '?add=flight');
    expect(await screen.findByRole('dialog', { name: 'Add Flight Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flights (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens Create Carpool on the Carpools tab when the dashboard's Create Carpool led here", async () => {
    renderTravel(<Section />, seedLists, '?add=carpool');
    expect(await screen.findByRole('dialog', { name: 'Create Carpool' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Carpools (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab the address names, and names the tab chosen in the address, so a reload keeps it', async () => {
    renderTravel(
      <>
        <Section />
        <Address />
      </>,
      seedLists,
      '?tab=stays',
    );
    expect(screen.getByRole('tab', { name: 'Stays (0)' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Carpools (0)' }));
    expect(await screen.findByTestId('address')).toHaveTextContent('?tab=carpools');
    expect(screen.getByRole('tab', { name: 'Carpools (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Flights for an address naming no tab it has', () => {
    renderTravel(<Section />, seedLists, '?tab=nowhere');
    expect(screen.getByRole('tab', { name: 'Flights (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens no dialog when nothing was asked for', () => {
    renderTravel(<Section />, seedLists);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
