import { parseUsage, planBadgeLevel, usageIcons, usageLevel } from './usage';

describe('usage badges', () => {
  it('is default below 75 %, secondary from 75 % and destructive from 90 %', () => {
    expect(usageLevel(7, 10)).toBe('default');
    expect(usageLevel(3, 4)).toBe('secondary');
    expect(usageLevel(8, 10)).toBe('secondary');
    expect(usageLevel(9, 10)).toBe('destructive');
    expect(usageLevel(12, 10)).toBe('destructive');
    expect(usageLevel(500, null)).toBe('default');
  });

  it('shows the warning icon from 75 % and the upgrade icon only to free users', () => {
    expect(usageIcons(2, 4, 'free')).toEqual({ warning: false, upgrade: false });
    expect(usageIcons(3, 4, 'free')).toEqual({ warning: true, upgrade: true });
    expect(usageIcons(9, 10, 'paid')).toEqual({ warning: true, upgrade: false });
  });

  it('makes the plan badge secondary from half the event limit', () => {
    expect(planBadgeLevel(4, 10)).toBe('default');
    expect(planBadgeLevel(5, 10)).toBe('secondary');
  });

  it('reads the subscription response’s usage texts', () => {
    expect(parseUsage('3/10')).toEqual({ used: 3, limit: 10 });
    expect(parseUsage('0/unlimited')).toEqual({ used: 0, limit: null });
    expect(parseUsage('')).toEqual({ used: 0, limit: null });
  });
});
