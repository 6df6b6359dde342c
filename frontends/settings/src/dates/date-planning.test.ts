import { planningMode } from './date-planning';

describe('Date planning mode (spec section 4)', () => {
  it("is 'specific' only when both dates exist", () => {
    expect(planningMode('2026-06-01T10:00:00.000Z', '2026-06-03T10:00:00.000Z')).toBe('specific');
    expect(planningMode('2026-06-01T10:00:00.000Z', null)).toBe('tbd');
    expect(planningMode(null, null)).toBe('tbd');
  });
});
