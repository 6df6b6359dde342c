import {
  eventAllowance,
  eventsPitch,
  limitReachedText,
  limitText,
  type Plan,
  priceText,
  storageText,
  upgradePitch,
} from './plan-copy';
import { PLANS } from './plans.fixture';

const [free, pro, enterprise] = PLANS as [Plan, Plan, Plan];

describe('plan copy', () => {
  it('never says a free user reached a limit of 0/0: the plan simply does not include creating', () => {
    const text = limitReachedText('Free', 0, 0);
    expect(text).toBe('The Free plan lets you join events you’re invited to, but creating your own is not included.');
    expect(text).not.toMatch(/0\/0|limit/);
  });

  it('counts a Pro user’s events against the real limit', () => {
    expect(limitReachedText('Pro', 10, 10)).toBe('You’ve created 10 of the 10 events your Pro plan allows.');
    expect(limitReachedText('Solo', 1, 1)).toBe('You’ve created 1 of the 1 event your Solo plan allows.');
  });

  it('pitches free → Pro without a multiple of zero', () => {
    const pitch = upgradePitch(free, pro);
    expect(pitch).toEqual([
      'Create up to 10 events',
      'Up to 100 attendees per event',
      'Your own logo, colours and banner on your events',
      'Export members, travel, the schedule and photos',
      'Up to 2,000 photos per event',
      '10 GB for photos and banners',
      '200 invitation e-mails a day',
    ]);
    expect(pitch.join(' ')).not.toMatch(/\dx more/);
  });

  it('pitches Pro → Enterprise with unlimited events and the 1,000 attendees of the spec', () => {
    expect(upgradePitch(pro, enterprise)).toEqual([
      'Unlimited events',
      'Up to 1,000 attendees per event',
      'Unlimited photos per event',
      '100 GB for photos and banners',
      '2,000 invitation e-mails a day',
    ]);
  });

  it("keeps the spec's '10x more events' only where the numbers make it true", () => {
    expect(eventsPitch(1, 10)).toBe('10x more events (up to 10)');
    expect(eventsPitch(0, 10)).toBe('Create up to 10 events');
    expect(eventsPitch(3, 10)).toBe('Up to 10 events');
    expect(eventsPitch(10, null)).toBe('Unlimited events');
    expect(eventsPitch(null, null)).toBeNull();
    expect(eventsPitch(10, 10)).toBeNull();
  });

  it('advertises only features that exist: no analytics, priority e-mail or white label', () => {
    const everything = [...upgradePitch(free, pro), ...upgradePitch(pro, enterprise)].join(' ');
    expect(everything).not.toMatch(/analytics|priority|white label|API/i);
  });

  it('writes limits, storage and the events line of each plan', () => {
    expect([limitText(0), limitText(2000), limitText(null)]).toEqual(['None', '2,000', 'Unlimited']);
    expect([storageText(500), storageText(10240), storageText(1536), storageText(null)]).toEqual([
      '500 MB',
      '10 GB',
      '1,536 MB',
      'Unlimited',
    ]);
    expect([eventAllowance(0), eventAllowance(10), eventAllowance(null)]).toEqual([
      'Join events you’re invited to',
      'Create up to 10 events',
      'Create unlimited events',
    ]);
  });

  it('writes a price in its currency, without decimals when it is whole, per interval', () => {
    expect(priceText({ tier: 'paid', amount: 900, currency: 'usd', interval: 'month' })).toBe('$9 / month');
    expect(priceText({ tier: 'enterprise', amount: 4950, currency: 'eur', interval: 'year' })).toBe('€49.50 / year');
    expect(priceText({ tier: 'paid', amount: 1200, currency: 'jpy', interval: 'month' })).toBe('¥1,200 / month');
  });
});
