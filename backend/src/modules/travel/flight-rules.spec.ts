import { airportKey, flightTimesRefusal, groupArrivals } from './flight-rules';

describe('flightTimesRefusal', () => {
  it('accepts an arrival after the departure only', () => {
    const departure = new Date('2025-06-12T08:00:00Z');
    expect(flightTimesRefusal(departure, new Date('2025-06-12T10:00:00Z'))).toBeNull();
    expect(flightTimesRefusal(departure, departure)).toMatch(/after the departure/);
    expect(flightTimesRefusal(departure, new Date('2025-06-12T07:00:00Z'))).toMatch(/after the departure/);
  });
});

describe('groupArrivals', () => {
  const at = (time: string) => new Date(`2025-06-12T${time}:00Z`);
  const flight = (id: string, arrival: string, time: string) => ({ id, arrival, arrivalTime: at(time) });

  it('groups arrivals at one airport within two hours of the group’s first arrival', () => {
    const groups = groupArrivals([
      flight('c', 'BCN', '11:30'),
      flight('a', 'BCN', '10:00'),
      flight('b', 'BCN', '12:00'),
      flight('d', 'BCN', '12:01'),
    ]);
    expect(groups.map((group) => group.flights.map((f) => f.id))).toEqual([['a', 'c', 'b'], ['d']]);
    expect(groups[0]).toMatchObject({ airport: 'BCN', firstArrival: at('10:00'), lastArrival: at('12:00') });
  });

  it('anchors the window at the first arrival, so a steady trickle does not chain into one group', () => {
    const trickle = ['10:00', '11:00', '12:00', '13:00', '14:00'].map((time, i) => flight(String(i), 'BCN', time));
    expect(groupArrivals(trickle).map((group) => group.flights.length)).toEqual([3, 2]);
  });

  it('keeps airports apart, treating spelling variants as one airport', () => {
    const groups = groupArrivals([
      flight('a', 'BCN', '10:00'),
      flight('b', 'GRO', '10:10'),
      flight('c', ' bcn ', '10:20'),
    ]);
    expect(groups.map((group) => [group.airport, group.flights.map((f) => f.id)])).toEqual([
      ['BCN', ['a', 'c']],
      ['GRO', ['b']],
    ]);
  });

  it('orders groups by their first arrival and takes a custom window', () => {
    const groups = groupArrivals([flight('a', 'BCN', '10:00'), flight('b', 'BCN', '10:40')], 30);
    expect(groups.map((group) => group.firstArrival)).toEqual([at('10:00'), at('10:40')]);
    expect(groupArrivals([])).toEqual([]);
  });

  it('normalises airport names for comparison only', () => {
    expect(airportKey('  San  Francisco ')).toBe('SAN FRANCISCO');
  });
});
