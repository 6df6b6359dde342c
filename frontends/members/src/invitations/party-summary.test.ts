import { partySummary } from './party-summary';

describe('partySummary', () => {
  it('says when the invitee comes alone', () => {
    expect(partySummary({ guestLimit: 0, guests: [] })).toBe('No guests');
  });

  it('counts the invitee in the party and names the guests named so far', () => {
    expect(partySummary({ guestLimit: 2, guests: [] })).toBe('Party of 3 · guests not named yet');
    expect(partySummary({ guestLimit: 1, guests: [{ name: 'Tom Silva', ageGroup: 'adult' }] })).toBe(
      'Party of 2 · with Tom Silva',
    );
    expect(
      partySummary({
        guestLimit: 3,
        guests: [
          { name: 'Tom Silva', ageGroup: 'adult' },
          { name: null, ageGroup: 'adult' },
          { name: null, ageGroup: 'child' },
        ],
      }),
    ).toBe('Party of 4 · with Tom Silva, a guest and a child');
  });
});
