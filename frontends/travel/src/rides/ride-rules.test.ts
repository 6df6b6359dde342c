import type { RideSuggestion } from './ride-types';
import { carpoolPrefill, suggestionText } from './ride-rules';

const person = (userId: string, arrivalTime = '2030-06-12T14:05:00.000Z') => ({
  userId,
  displayName: `Person ${userId}`,
  photoURL: null,
  flightId: `f-${userId}`,
  arrivalTime,
});

const suggestion = (people: RideSuggestion['people'], latest = '2030-06-12T14:50:00.000Z'): RideSuggestion => ({
  airport: 'LAX',
  earliest: '2030-06-12T14:05:00.000Z',
  latest,
  people,
});

describe('Ride suggestions', () => {
  it('say how many land where, and between which times', () => {
    const text = suggestionText(suggestion([person('a'), person('b'), person('c')]));
    expect(text).toMatch(/^3 people land at LAX between \d{1,2}:05 [AP]M and \d{1,2}:50 [AP]M$/);
  });

  it('say "at" when everyone lands at once', () => {
    expect(suggestionText(suggestion([person('a'), person('b')], '2030-06-12T14:05:00.000Z'))).toMatch(
      /^2 people land at LAX at \d{1,2}:05 [AP]M$/,
    );
  });

  it('fill a carpool from the airport when the last lands, a seat each plus the driver, inviting all but the driver', () => {
    const prefill = carpoolPrefill(suggestion([person('a'), person('b'), person('c')]), 'me');
    expect(prefill).toEqual({
      fromLocation: 'LAX',
      departureTime: '2030-06-12T14:50:00.000Z',
      maxSeats: 4,
      invitees: [
        { userId: 'a', displayName: 'Person a' },
        { userId: 'b', displayName: 'Person b' },
        { userId: 'c', displayName: 'Person c' },
      ],
    });
  });

  it('never invite the driver, who lands too, and count their seat once', () => {
    const prefill = carpoolPrefill(suggestion([person('a'), person('me')]), 'me');
    expect(prefill.invitees.map((invitee) => invitee.userId)).toEqual(['a']);
    expect(prefill.maxSeats).toBe(2);
  });

  it('cap the seats at 8 and the invitations at the 7 beside the driver', () => {
    const many = Array.from({ length: 10 }, (_, index) => person(`p${index}`));
    const prefill = carpoolPrefill(suggestion(many), 'me');
    expect(prefill.maxSeats).toBe(8);
    expect(prefill.invitees).toHaveLength(7);
  });
});
