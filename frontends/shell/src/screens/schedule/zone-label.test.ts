import { zoneLabel } from './zone-label';

describe('zoneLabel', () => {
  it('names the zone by its place and the day’s offset', () => {
    expect(zoneLabel('Europe/Madrid', new Date('2027-06-12T12:00:00Z'))).toBe('Madrid time (GMT+2)');
    expect(zoneLabel('Europe/Madrid', new Date('2027-12-12T12:00:00Z'))).toBe('Madrid time (GMT+1)');
    expect(zoneLabel('America/Los_Angeles', new Date('2027-06-12T12:00:00Z'))).toBe('Los Angeles time (GMT-7)');
    expect(zoneLabel('UTC', new Date('2027-06-12T12:00:00Z'))).toBe('UTC');
  });
});
