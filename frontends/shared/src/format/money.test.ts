import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('Amounts as typed, in minor units', () => {
  it('takes dollars with up to 2 decimals', () => {
    expect(toMinorUnits('12', 2)).toBe(1200);
    expect(toMinorUnits('12.5', 2)).toBe(1250);
    expect(toMinorUnits('0.07', 2)).toBe(7);
    expect(toMinorUnits('1,234.56', 2)).toBe(123456);
    expect(toMinorUnits('12.345', 2)).toBeNull();
  });

  it('takes yen whole and Bahraini dinars with 3 decimals', () => {
    expect(toMinorUnits('1200', 0)).toBe(1200);
    expect(toMinorUnits('1200.', 0)).toBe(1200);
    expect(toMinorUnits('1200.5', 0)).toBeNull();
    expect(toMinorUnits('1.25', 3)).toBe(1250);
    expect(toMinorUnits('0.005', 3)).toBe(5);
    expect(toMinorUnits('1.2345', 3)).toBeNull();
  });

  it('is exact where floating point is not', () => {
    expect(toMinorUnits('1.005', 3)).toBe(1005);
    expect(toMinorUnits('0.29', 2)).toBe(29);
    expect(toMinorUnits(String(19.99), 2)).toBe(1999);
    expect(toMinorUnits('1000000000', 2)).toBe(10 ** 11);
  });

  it('refuses what is not an amount', () => {
    expect(toMinorUnits('twelve', 2)).toBeNull();
    expect(toMinorUnits('-3', 2)).toBeNull();
    expect(toMinorUnits(String(1e21), 2)).toBeNull();
  });

  it('gives an amount back for editing with its decimals', () => {
    expect(fromMinorUnits(1250, 2)).toBe('12.50');
    expect(fromMinorUnits(5, 3)).toBe('0.005');
    expect(fromMinorUnits(1200, 0)).toBe('1200');
    expect(fromMinorUnits(-1250, 2)).toBe('-12.50');
  });
});

describe('Money on screen', () => {
  it("shows each currency's own decimals", () => {
    expect(formatMoney(123450, 'USD', 2)).toBe('$1,234.50');
    expect(formatMoney(1200, 'JPY', 0)).toBe('¥1,200');
    expect(formatMoney(1250, 'BHD', 3)).toMatch(/^BHD\s1\.250$/);
    expect(formatMoney(4350, 'EUR', 2)).toBe('€43.50');
  });

  it('drops the decimals of a whole amount when a summary asks', () => {
    expect(formatMoney(6000, 'USD', 2, { wholeWithoutDecimals: true })).toBe('$60');
    expect(formatMoney(6050, 'USD', 2, { wholeWithoutDecimals: true })).toBe('$60.50');
    expect(formatMoney(4500, 'JPY', 0, { wholeWithoutDecimals: true })).toBe('¥4,500');
    expect(formatMoney(6000, 'USD', 2)).toBe('$60.00');
  });
});
