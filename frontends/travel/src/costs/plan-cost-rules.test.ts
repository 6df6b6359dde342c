import { expense } from '../common/test-data';
import { costLine, linkedCost, todayDate } from './plan-cost-rules';

describe('Plan costs', () => {
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
