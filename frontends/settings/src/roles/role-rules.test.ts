import { canChangeRole, ROLE_EXPLANATION, roleChangeQuestion } from './role-rules';

describe('Role management rules (spec sections 2 and 4)', () => {
  it("never changes a creator's role", () => {
    expect(canChangeRole('creator')).toBe(false);
    expect(canChangeRole('admin')).toBe(true);
    expect(canChangeRole('attendee')).toBe(true);
  });

  it('names the member and both roles, and explains the new one', () => {
    expect(roleChangeQuestion('Ana', 'attendee', 'admin')).toBe(
      "Are you sure you want to change Ana's role from Attendee to Admin?",
    );
    expect(ROLE_EXPLANATION.admin).toBe('Admins can manage event settings, invite members, and modify event content');
    expect(ROLE_EXPLANATION.attendee).toBe('Attendees have standard event access without management privileges');
  });
});
