import { queryKeys } from '@gatherly/shared';
import { screen } from '@testing-library/react';
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
