import { currencyDigits, formatMinor, isCurrency } from './currencies';
import {
  convert,
  exactSplitRefusal,
  inEventCurrency,
  memberShares,
  normaliseRate,
  participantAmounts,
  payersRefusal,
  splitByWeights,
} from './split-rules';

describe('splitByWeights (the remainder rule)', () => {
  it('splits 100.00 three ways as 33.34, 33.33, 33.33: the leftover cent goes to the first listed', () => {
    expect(splitByWeights(10000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
  });

  it('gives leftover units to the largest fractional remainders first', () => {
    // 11 by 1:2:4 → 1.57, 3.14, 6.29: floors 1, 3, 6; the one left goes to the 0.57.
    expect(splitByWeights(11, [1, 2, 4])).toEqual([2, 3, 6]);
    // 10 by 1:2:4 → 1.43, 2.86, 5.71: the two left go to the 0.86 and the 0.71.
    expect(splitByWeights(10, [1, 2, 4])).toEqual([1, 3, 6]);
  });

  it('breaks ties in the listed order', () => {
    expect(splitByWeights(5, [1, 1, 1, 1])).toEqual([2, 1, 1, 1]);
    expect(splitByWeights(7, [1, 1, 1, 1])).toEqual([2, 2, 2, 1]);
  });

  it('always adds up exactly, even for amounts where total × weight passes 2^53', () => {
    const total = 99_999_999_999;
    const weights = [33_333_333_333, 33_333_333_333, 33_333_333_333];
    const parts = splitByWeights(total, weights);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    for (let run = 0; run < 500; run++) {
      const n = 1 + Math.floor(Math.random() * 50);
      const w = Array.from({ length: n }, () => Math.floor(Math.random() * 1000));
      if (!w.some((x) => x > 0)) w[0] = 1;
      const t = Math.floor(Math.random() * 1e11);
      const split = splitByWeights(t, w);
      expect(split.reduce((a, b) => a + b, 0)).toBe(t);
      split.forEach((part, i) => expect(Math.abs(part - (t * w[i]) / w.reduce((a, b) => a + b, 0))).toBeLessThan(1));
    }
  });

  it('refuses to split by nothing', () => {
    expect(() => splitByWeights(10, [])).toThrow();
    expect(() => splitByWeights(10, [0, 0])).toThrow();
  });
});

describe('convert', () => {
  it('converts with the currencies’ digits, rounding half up', () => {
    expect(convert(7777, '1.0843', 2, 2)).toBe(8433); // 84.326011
    expect(convert(1000, '0.0067', 0, 2)).toBe(670); // 1000 JPY → 6.70 USD
    expect(convert(670, '149.25', 2, 0)).toBe(1000); // 6.70 USD → 999.975 JPY → 1000
    expect(convert(1, '0.5', 2, 2)).toBe(1); // 0.5 rounds up
    expect(convert(1, '0.49999999', 2, 2)).toBe(0);
    expect(convert(12345, '1', 3, 2)).toBe(1235); // 12.345 KWD at 1 → 12.35 (half up)
  });

  it('is exact for the largest amounts and finest rates', () => {
    expect(convert(100_000_000_000, '1000000', 2, 2)).toBe(100_000_000_000_000_000);
    expect(convert(100_000_000_000, '0.00000001', 2, 2)).toBe(1000);
    expect(convert(99_999_999_999, '1.23456789', 2, 2)).toBe(123_456_788_999); // 123456788998.765…;
  });
});

describe('normaliseRate', () => {
  it('accepts decimals with up to 8 places, as text or number, within the limits', () => {
    expect(normaliseRate('1.0843')).toBe('1.0843');
    expect(normaliseRate(1.0843)).toBe('1.0843');
    expect(normaliseRate(0.00000001)).toBe('0.00000001');
    expect(normaliseRate('1000000')).toBe('1000000');
    expect(normaliseRate('2.50000000')).toBe('2.5');
  });

  it.each([['0'], ['-1'], ['1000000.00000001'], ['1.123456789'], ['abc'], [''], [null], [Infinity], ['1e3']])(
    'refuses %p',
    (rate) => expect(normaliseRate(rate)).toBeNull(),
  );
});

describe('exact split and payers messages', () => {
  const usd = (minor: number) => formatMinor(minor, 2);
  it('says what the split adds up to, in the expense currency', () => {
    expect(exactSplitRefusal([500, 700], 1500, usd)).toBe('The split adds up to 12.00, not 15.00');
    expect(exactSplitRefusal([800, 700], 1500, usd)).toBeNull();
    expect(exactSplitRefusal([500], 1000, (m) => formatMinor(m, 0))).toBe('The split adds up to 500, not 1000');
    expect(payersRefusal([100], 1500, usd)).toBe('The payers paid 1.00, not 15.00');
  });
});

describe('participantAmounts, inEventCurrency and memberShares', () => {
  it('splits equally, by shares, or takes the exact amounts', () => {
    expect(participantAmounts('equal', 1000, [{}, {}, {}])).toEqual([334, 333, 333]);
    expect(participantAmounts('shares', 1000, [{ shares: 2 }, { shares: 1 }, { shares: 1 }])).toEqual([500, 250, 250]);
    expect(participantAmounts('exact', 1000, [{ amount: 600 }, { amount: 400 }])).toEqual([600, 400]);
  });

  it('converts lines so they add up exactly to the converted total', () => {
    const amounts = participantAmounts('equal', 7777, [{}, {}, {}]);
    const converted = inEventCurrency(convert(7777, '1.0843', 2, 2), amounts);
    expect(converted.reduce((a, b) => a + b, 0)).toBe(8433);
    expect(inEventCurrency(100, [0, 0])).toEqual([0, 0]);
  });

  it('puts a guest’s or a party’s line on the party’s members, equally', () => {
    const owed = memberShares([
      { members: ['ann'], amount: 334 },
      { members: ['bob', 'cat'], amount: 333 }, // a party of two as one unit
      { members: ['ann', 'dan'], amount: 333 }, // a guest of Ann and Dan's party
    ]);
    expect(Object.fromEntries(owed)).toEqual({ ann: 334 + 167, bob: 167, cat: 166, dan: 166 });
    expect([...owed.values()].reduce((a, b) => a + b, 0)).toBe(1000);
  });
});

describe('currencies', () => {
  it('knows ISO 4217 codes and their minor digits from Intl', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('XXZ')).toBe(false);
    expect(isCurrency('usd')).toBe(false);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('formats minor units in the currency’s digits', () => {
    expect(formatMinor(1500, 2)).toBe('15.00');
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(-1234, 2)).toBe('-12.34');
    expect(formatMinor(1000, 0)).toBe('1000');
    expect(formatMinor(1, 3)).toBe('0.001');
  });
});
