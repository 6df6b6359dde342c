import { queryKeys } from '@gatherly/shared';
import { expectToastAfterRefresh } from '@gatherly/shared/testing';
import { EVENT_ID } from './test-render';
import { useAddFlight, useCreateCarpool } from './travel-queries';

describe("A travel change's toast", () => {
  it('says a flight was added once the flights have been read again', () =>
    expectToastAfterRefresh({
      section: 'travel',
      useChange: () => useAddFlight(EVENT_ID),
      variables: {
        airline: 'KLM',
        flightNumber: 'KL1675',
        departure: 'AMS',
        arrival: 'BCN',
        departureTime: '2030-06-12T08:40:00.000Z',
        arrivalTime: '2030-06-12T10:55:00.000Z',
      },
      refreshed: queryKeys.flights(EVENT_ID),
      toast: 'Flight Added',
    }));

  it('says a carpool was created once the carpools have been read again', () =>
    expectToastAfterRefresh({
      section: 'travel',
      useChange: () => useCreateCarpool(EVENT_ID),
      variables: { fromLocation: 'Venice airport', toLocation: 'Cortina', departureTime: '2030-07-02T10:00:00.000Z' },
      refreshed: queryKeys.carpools(EVENT_ID),
      toast: 'Carpool Created',
    }));
});
