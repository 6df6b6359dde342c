import { hasRide, leavesFrom, type RideFromAirport, suggestRides } from './ride-suggestion-rules';

const at = (time: string) => new Date(`2025-06-12T${time}:00Z`);
const flight = (id: string, userId: string, arrival: string, time: string) => ({
  id,
  userId,
  arrival,
  arrivalTime: at(time),
});
const ride = (riderIds: string[], fromLocation: string, time: string, freeSeats = 0): RideFromAirport => ({
  riderIds,
  freeSeats,
  fromLocation,
  departureTime: at(time),
});

describe('ride suggestions', () => {
  it('groups people landing at one airport, however it is spelled, within an hour of the first', () => {
    const suggestions = suggestRides(
      [
        flight('f1', 'ana', 'BCN', '10:00'),
        flight('f2', 'ben', ' bcn', '10:40'),
        flight('f3', 'cai', 'Bcn ', '11:00'),
        flight('f4', 'dan', 'BCN', '11:01'),
        flight('f5', 'eve', 'BCN', '11:30'),
      ],
      [],
    );
    expect(suggestions).toEqual([
      {
        airport: 'BCN',
        earliest: at('10:00'),
        latest: at('11:00'),
        flights: [
          expect.objectContaining({ id: 'f1' }),
          expect.objectContaining({ id: 'f2' }),
          expect.objectContaining({ id: 'f3' }),
        ],
      },
      {
        airport: 'BCN',
        earliest: at('11:01'),
        latest: at('11:30'),
        flights: [expect.objectContaining({ id: 'f4' }), expect.objectContaining({ id: 'f5' })],
      },
    ]);
  });

  it('suggests nothing for one person alone, or one person with two flights', () => {
    expect(suggestRides([flight('f1', 'ana', 'BCN', '10:00'), flight('f2', 'ben', 'GRO', '10:10')], [])).toEqual([]);
    expect(suggestRides([flight('f1', 'ana', 'BCN', '10:00'), flight('f2', 'ana', 'BCN', '10:10')], [])).toEqual([]);
  });

  it('leaves out people already riding from that airport within three hours of landing', () => {
    const flights = [
      flight('f1', 'ana', 'BCN', '10:00'),
      flight('f2', 'ben', 'BCN', '10:20'),
      flight('f3', 'cai', 'BCN', '10:30'),
    ];
    const suggested = (rides: RideFromAirport[]) =>
      suggestRides(flights, rides).flatMap((group) => group.flights.map((f) => f.userId));

    expect(suggested([ride(['dan', 'ana'], 'BCN airport', '12:59')])).toEqual(['ben', 'cai']);
    expect(suggested([ride(['ana'], 'bcn', '10:00')])).toEqual(['ben', 'cai']);
    // Too late, too early, from elsewhere, or without them: they still need a ride.
    expect(suggested([ride(['ana'], 'BCN', '13:01')])).toEqual(['ana', 'ben', 'cai']);
    expect(suggested([ride(['ana'], 'BCN', '09:59')])).toEqual(['ana', 'ben', 'cai']);
    expect(suggested([ride(['ana'], 'Sitges', '11:00')])).toEqual(['ana', 'ben', 'cai']);
    expect(suggested([ride(['dan'], 'BCN', '11:00')])).toEqual(['ana', 'ben', 'cai']);
    // Two of three riding: the third alone is no group.
    expect(suggested([ride(['ana', 'ben'], 'BCN', '11:00')])).toEqual([]);
  });

  it("takes a ride offered from the airport with a free seat as everyone's ride; a full one as its riders' only", () => {
    const flights = [flight('f1', 'ana', 'BCN', '10:00'), flight('f2', 'ben', 'BCN', '10:20')];
    const suggested = (rides: RideFromAirport[]) =>
      suggestRides(flights, rides).flatMap((group) => group.flights.map((f) => f.userId));

    expect(suggested([ride(['dan'], 'BCN', '10:30', 2)])).toEqual([]);
    expect(suggested([ride(['dan'], 'BCN', '10:30', 0)])).toEqual(['ana', 'ben']);
    expect(suggested([ride(['dan'], 'GRO', '10:30', 2)])).toEqual(['ana', 'ben']);
  });

  it('reads a carpool as leaving from the airport when its "from" names it as a word', () => {
    expect(leavesFrom('BCN airport', 'bcn')).toBe(true);
    expect(leavesFrom(' Barcelona  El Prat ', 'barcelona el prat')).toBe(true);
    expect(leavesFrom('BCNX', 'BCN')).toBe(false);
    expect(hasRide(flight('f1', 'ana', 'BCN', '10:00'), [ride(['ana'], 'Terminal 1, BCN', '10:30')])).toBe(true);
  });
});
