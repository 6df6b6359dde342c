import { amountProblem } from './money';

describe('Why a typed amount is not one', () => {
  it('says the currency has fewer decimals', () => {
    expect(amountProblem('1200.5', 'JPY', 0)).toBe('JPY has no decimals');
    expect(amountProblem('1.2345', 'BHD', 3)).toBe('Use at most 3 decimals for BHD');
  });

  it('refuses what is not an amount, zero, and more than the API takes', () => {
    expect(amountProblem('', 'USD', 2)).toBe('Enter an amount');
    expect(amountProblem('twelve', 'USD', 2)).toBe('Enter an amount like 12.50');
    expect(amountProblem('-3', 'USD', 2)).toBe('Enter an amount like 12.50');
    expect(amountProblem('0', 'USD', 2)).toBe('Enter an amount above zero');
    expect(amountProblem('1000000000.01', 'USD', 2)).toBe('Amount is too large');
    expect(amountProblem('12.50', 'USD', 2)).toBeNull();
  });
});
