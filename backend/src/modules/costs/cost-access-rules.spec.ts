import {
  carpoolCostRefusal,
  expenseAddRefusal,
  expenseChangeRefusal,
  paymentDeleteRefusal,
  paymentRecordRefusal,
  stayCostRefusal,
} from './cost-access-rules';

const attendee = { userId: 'ann', role: 'attendee' as const };
const admin = { userId: 'ada', role: 'admin' as const };
const creator = { userId: 'cy', role: 'creator' as const };

describe('cost access rules', () => {
  it('lets those who take part add an expense, and admins any', () => {
    expect(expenseAddRefusal(attendee, true)).toBeNull();
    expect(expenseAddRefusal(attendee, false)).toMatch(/paid for or share in/);
    expect(expenseAddRefusal(admin, false)).toBeNull();
  });

  it('lets a payer or an admin change an expense, nobody else', () => {
    expect(expenseChangeRefusal(attendee, ['ann', 'bob'])).toBeNull();
    expect(expenseChangeRefusal(attendee, ['bob'])).toMatch(/Only a payer/);
    expect(expenseChangeRefusal(creator, ['bob'])).toBeNull();
  });

  it('lets a carpool’s driver or an admin cost it, and only admins a stay', () => {
    expect(carpoolCostRefusal(attendee, 'ann')).toBeNull();
    expect(carpoolCostRefusal(attendee, 'bob')).toMatch(/Only the driver/);
    expect(carpoolCostRefusal(admin, 'bob')).toBeNull();
    expect(stayCostRefusal(attendee)).toMatch(/Only event admins/);
    expect(stayCostRefusal(admin)).toBeNull();
  });

  it('lets either side or an admin record a payment; its recorder too delete it', () => {
    expect(paymentRecordRefusal(attendee, 'ann', 'bob')).toBeNull();
    expect(paymentRecordRefusal(attendee, 'bob', 'ann')).toBeNull();
    expect(paymentRecordRefusal(attendee, 'bob', 'cat')).toMatch(/made or received/);
    expect(paymentRecordRefusal(admin, 'bob', 'cat')).toBeNull();
    expect(paymentDeleteRefusal(attendee, { fromUserId: 'bob', toUserId: 'cat', recordedBy: 'ann' })).toBeNull();
    expect(paymentDeleteRefusal(attendee, { fromUserId: 'bob', toUserId: 'cat', recordedBy: 'ada' })).toMatch(/Only/);
    expect(paymentDeleteRefusal(admin, { fromUserId: 'bob', toUserId: 'cat', recordedBy: null })).toBeNull();
  });
});
