import { TIER_CATALOGUE, usageText } from './tier-catalogue';

describe('tier catalogue', () => {
  it('has the plans of the spec', () => {
    expect(TIER_CATALOGUE.free.maxEvents).toBe(0);
    expect(TIER_CATALOGUE.paid).toMatchObject({ displayName: 'Pro', maxEvents: 10, maxAttendeesPerEvent: 100 });
    expect(TIER_CATALOGUE.enterprise).toMatchObject({ maxEvents: null, maxAttendeesPerEvent: 1000 });
  });

  it('gives the free tier none of the premium features', () => {
    const { free } = TIER_CATALOGUE;
    expect([
      free.customBrandingEnabled,
      free.customBrandingAdvancedEnabled,
      free.priorityEmailDelivery,
      free.exportDataEnabled,
      free.analyticsEnabled,
    ]).toEqual([false, false, false, false, false]);
  });

  it('writes usage as used/limit', () => {
    expect(usageText(3, 10)).toBe('3/10');
    expect(usageText(3, null)).toBe('3/unlimited');
  });
});
