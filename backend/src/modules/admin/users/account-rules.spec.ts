import { containsPattern, selfActionRefusal, statusOfAssignedPlan, tombstoneOf } from './account-rules';

describe('account rules', () => {
  it('refuses an operator disabling or deleting their own account, not anyone else’s', () => {
    expect(selfActionRefusal('a', 'a', 'disable')).toBe('You cannot disable your own account.');
    expect(selfActionRefusal('a', 'a', 'delete')).toMatch(/cannot delete your own account/);
    expect(selfActionRefusal('a', 'b', 'disable')).toBeNull();
    expect(selfActionRefusal('a', 'b', 'delete')).toBeNull();
  });

  it('gives a paid plan the active status and the free plan the free one', () => {
    expect(statusOfAssignedPlan('free')).toBe('free');
    expect(statusOfAssignedPlan('paid')).toBe('active');
    expect(statusOfAssignedPlan('enterprise')).toBe('active');
  });

  it('matches the search text anywhere, with %, _ and \\ taken literally', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });

  it("names a deleted account's row for others, with an address nobody receives mail at", () => {
    expect(tombstoneOf('0b6e')).toEqual({ email: 'deleted-0b6e@deleted.invalid', displayName: 'Deleted account' });
  });
});
