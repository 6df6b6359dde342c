import { expense } from '../common/test-data';
import { costLine, formatMoney, linkedCost, todayDate, toMinorUnits } from './plan-cost-rules';

describe('Plan costs', () => {
  it('turn what is typed into minor units by the currency’s digits', () => {
    expect(toMinorUnits(60, 2)).toBe(6000);
    expect(toMinorUnits(19.99, 2)).toBe(1999);
    expect(toMinorUnits(4500, 0)).toBe(4500);
    expect(toMinorUnits(1.234, 3)).toBe(1234);
  });

  it('show whole amounts without cents, others with them', () => {
    expect(formatMoney(6000, 'USD', 2)).toBe('$60');
    expect(formatMoney(6050, 'USD', 2)).toBe('$60.50');
    expect(formatMoney(4500, 'JPY', 0)).toBe('¥4,500');
  });

  it('read "Fuel $60 · split 4 ways"', () => {
    expect(costLine(expense(4), 'USD', 2)).toBe('Fuel $60 · split 4 ways');
    expect(costLine(expense(1), 'USD', 2)).toBe('Fuel $60 · one person pays');
  });

  it('find the cost linked to a carpool or a stay', () => {
    const fuel = expense(2);
    const rent = expense(3, { id: 'e2', carpoolId: null, stayId: 's1' });
    expect(linkedCost([fuel, rent], { carpoolId: 'c1' })).toBe(fuel);
    expect(linkedCost([fuel, rent], { stayId: 's1' })).toBe(rent);
    expect(linkedCost([fuel, rent], { stayId: 's2' })).toBeUndefined();
    expect(linkedCost(undefined, { stayId: 's1' })).toBeUndefined();
  });

  it('date a cost today, in the viewer’s calendar', () => {
    expect(todayDate(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
