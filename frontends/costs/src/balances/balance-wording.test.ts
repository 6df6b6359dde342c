import { balanceLine, balanceSummary } from './balance-wording';

describe('Balance wording', () => {
  it('tells the caller where they stand', () => {
    expect(balanceSummary(4250, 'USD', 2)).toBe("You're owed $42.50");
    expect(balanceSummary(-1999, 'USD', 2)).toBe('You owe $19.99');
    expect(balanceSummary(0, 'USD', 2)).toBe("You're all square");
    expect(balanceSummary(-1200, 'JPY', 0)).toBe('You owe ¥1,200');
  });

  it('tells where everyone else stands', () => {
    expect(balanceLine(500, 'EUR', 2)).toBe('is owed €5.00');
    expect(balanceLine(-500, 'EUR', 2)).toBe('owes €5.00');
    expect(balanceLine(0, 'EUR', 2)).toBe('is all square');
  });
});
