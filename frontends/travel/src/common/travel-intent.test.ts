import { travelIntent } from './travel-intent';

describe('travelIntent', () => {
  it('reads the dialog a link asks for, and nothing else', () => {
    expect(travelIntent(new URLSearchParams('add=flight'))).toBe('flight');
    expect(travelIntent(new URLSearchParams('add=carpool'))).toBe('carpool');
    expect(travelIntent(new URLSearchParams('add=photo'))).toBeNull();
    expect(travelIntent(new URLSearchParams(''))).toBeNull();
  });
});
