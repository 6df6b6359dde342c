import { ROLE_EXPLANATION, roleChangeQuestion } from './role-change';
import { ASSIGNABLE_ROLE_OPTIONS, ROLE_COLOUR, ROLE_LABEL } from './role-labels';

describe('How roles read (spec sections 1 and 2)', () => {
  it('names Creator, Admin, and the ordinary member Attendee or Member as the screen calls it', () => {
    expect(ROLE_LABEL).toEqual({ creator: 'Creator', admin: 'Admin', attendee: 'Attendee', member: 'Member' });
  });

  it('gives the ordinary member one colour under both names, and each other role its own', () => {
    expect(ROLE_COLOUR.attendee).toBe(ROLE_COLOUR.member);
    expect(new Set([ROLE_COLOUR.creator, ROLE_COLOUR.admin, ROLE_COLOUR.attendee]).size).toBe(3);
  });

  it('offers Attendee or Admin, never Creator', () => {
    expect(ASSIGNABLE_ROLE_OPTIONS).toEqual([
      { value: 'attendee', label: 'Attendee' },
      { value: 'admin', label: 'Admin' },
    ]);
  });
});

describe("The 'Change Member Role' texts (spec section 2)", () => {
  it('names the member and both roles', () => {
    expect(roleChangeQuestion('Ana', 'attendee', 'admin')).toBe(
      "Are you sure you want to change Ana's role from Attendee to Admin?",
    );
    expect(roleChangeQuestion('Abe', 'admin', 'attendee')).toBe(
      "Are you sure you want to change Abe's role from Admin to Attendee?",
    );
  });

  it('explains the new role', () => {
    expect(ROLE_EXPLANATION.admin).toBe('Admins can manage event settings, invite members, and modify event content');
    expect(ROLE_EXPLANATION.attendee).toBe('Attendees have standard event access without management privileges');
  });
});
