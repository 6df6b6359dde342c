import { queryKeys } from '@gatherly/shared';
import { screen } from '@testing-library/react';
import { arrivalsKey } from '../common/travel-queries';
import { flight, room, sleeper, stay } from '../common/test-data';
import { EVENT_ID, renderTravel } from '../common/test-render';
import { FlightsTab } from './flights-tab';

describe('Flights tab', () => {
  it('shows skeleton cards while the flights load', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderTravel(<FlightsTab eventId={EVENT_ID} />);
    expect(screen.getByRole('status', { name: 'Loading flights' })).toBeInTheDocument();
  });

  it('says so when no flight was added', () => {
    renderTravel(<FlightsTab eventId={EVENT_ID} />, (client) => client.setQueryData(queryKeys.flights(EVENT_ID), []));
    expect(screen.getByText('No Flights Added')).toBeInTheDocument();
    expect(
      screen.getByText('Share your flight information to coordinate travel with other attendees.'),
    ).toBeInTheDocument();
  });

  it('shows each flight with route, airline and number, date chip, times and poster', () => {
    renderTravel(<FlightsTab eventId={EVENT_ID} />, (client) => {
      client.setQueryData(queryKeys.flights(EVENT_ID), [flight()]);
      client.setQueryData(arrivalsKey(EVENT_ID), { windowMinutes: 120, groups: [] });
    });
    expect(screen.getByRole('heading', { name: 'AMS to BCN' })).toBeInTheDocument();
    expect(screen.getByText('KLM KL1675')).toBeInTheDocument();
    expect(screen.getByText('Jun 12')).toBeInTheDocument();
    expect(screen.getByText(/^Departs Jun 12, /)).toBeInTheDocument();
    expect(screen.getByText(/^Arrives Jun 12, /)).toBeInTheDocument();
    expect(screen.getByText('Fay Flyer')).toBeInTheDocument();
  });

  it('groups arrivals on the arrivals board', () => {
    const second = flight({ id: 'f2', flightNumber: 'VY8302', user: { displayName: 'Sam Second', photoURL: null } });
    renderTravel(<FlightsTab eventId={EVENT_ID} />, (client) => {
      client.setQueryData(queryKeys.flights(EVENT_ID), [flight(), second]);
      client.setQueryData(arrivalsKey(EVENT_ID), {
        windowMinutes: 120,
        groups: [
          {
            airport: 'BCN',
            firstArrival: '2030-06-12T11:05:00.000Z',
            lastArrival: '2030-06-12T12:05:00.000Z',
            flights: [flight(), second],
          },
        ],
      });
    });
    expect(screen.getByText('Arrivals Board')).toBeInTheDocument();
    expect(screen.getByText('Fay Flyer · KL1675')).toBeInTheDocument();
    expect(screen.getByText('Sam Second · VY8302')).toBeInTheDocument();
  });

  it('shows where each arriving person sleeps', () => {
    renderTravel(<FlightsTab eventId={EVENT_ID} />, (client) => {
      client.setQueryData(queryKeys.flights(EVENT_ID), [flight()]);
      client.setQueryData(arrivalsKey(EVENT_ID), {
        windowMinutes: 120,
        groups: [
          {
            airport: 'BCN',
            firstArrival: '2030-06-12T11:05:00.000Z',
            lastArrival: '2030-06-12T11:05:00.000Z',
            flights: [flight()],
          },
        ],
      });
      client.setQueryData(queryKeys.stays(EVENT_ID), {
        stays: [stay({ rooms: [room({ occupants: [sleeper({ userId: 'u1', displayName: 'Fay Flyer' })] })] })],
        withoutBed: [],
      });
    });
    expect(screen.getByText('Stays at Villa Sol')).toBeInTheDocument();
  });
});
