import { queryKeys } from '@gatherly/shared';
import { screen, within } from '@testing-library/react';
import { carpool } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import { CarpoolsTab } from './carpools-tab';

const renderCarpools = (carpools: ReturnType<typeof carpool>[], userId = 'me') =>
  renderTravel(<CarpoolsTab eventId={EVENT_ID} userId={userId} />, (client) =>
    client.setQueryData(queryKeys.carpools(EVENT_ID), carpools),
  );

describe('Carpools tab', () => {
  it('says so when no carpool was created', () => {
    renderCarpools([]);
    expect(screen.getByText('No Carpools Created')).toBeInTheDocument();
    expect(
      screen.getByText('Create or join carpools to coordinate transportation with other attendees.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create Carpool/ })).toBeInTheDocument();
  });

  it('shows route, time, seats chip, driver and passengers, and Join while seats remain', () => {
    renderCarpools([carpool()]);
    expect(screen.getByRole('heading', { name: 'Barcelona airport to Villa Sol' })).toBeInTheDocument();
    expect(screen.getByText(/^Jun 12, /)).toBeInTheDocument();
    expect(screen.getByLabelText('2 of 4 seats taken')).toHaveTextContent('2/4');
    expect(screen.getByText('Dana Driver')).toBeInTheDocument();
    expect(screen.getByText('driving')).toBeInTheDocument();
    expect(screen.getByText('+ 1 passenger')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('names every passenger, readable on the card', () => {
    renderCarpools([
      carpool({
        currentSeats: 3,
        passengers: [
          { userId: 'rider', displayName: 'Rae Rider', photoURL: null, joinedAt: '2030-06-02T10:00:00.000Z' },
          { userId: 'sam', displayName: 'Sam Seat', photoURL: null, joinedAt: '2030-06-03T10:00:00.000Z' },
        ],
      }),
    ]);
    expect(screen.getByText('+ 2 passengers')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Passengers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Rae Rider'), expect.stringContaining('Sam Seat')]);
    expect(screen.getByText('Rae Rider')).toBeVisible();
    expect(screen.getByText('Sam Seat')).toBeVisible();
  });

  it('offers no Join once the carpool is full', () => {
    renderCarpools([carpool({ currentSeats: 4 })]);
    expect(screen.getByText('4/4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('offers a passenger Leave instead of Join, and the driver neither', () => {
    renderCarpools(
      [
        carpool(),
        carpool({ id: 'c2', driverId: 'rider', passengers: [], currentSeats: 1 }),
        carpool({ id: 'c3', passengers: [], currentSeats: 1 }),
      ],
      'rider',
    );
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Join' })).toHaveLength(1);
  });
});
