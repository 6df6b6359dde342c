import { canChangeRole, canDeleteEvent, canManageRoles, canRemove, isAdmin, type RoleHolder } from './access';

const holder = (userId: string, role: RoleHolder['role']): RoleHolder => ({ userId, role });
const creator = holder('c', 'creator');
const admin = holder('a', 'admin');
const otherAdmin = holder('a2', 'admin');
const attendee = holder('t', 'attendee');

describe('Roles and permissions (spec section 6)', () => {
  it('counts admins and the creator as admin, under either name of the member role', () => {
    expect(isAdmin('creator')).toBe(true);
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('attendee')).toBe(false);
    expect(isAdmin('member')).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('lets only the creator delete the event and manage roles', () => {
    for (const can of [canDeleteEvent, canManageRoles]) {
      expect(can('creator')).toBe(true);
      expect(can('admin')).toBe(false);
      expect(can('member')).toBe(false);
      expect(can('attendee')).toBe(false);
      expect(can(undefined)).toBe(false);
    }
  });

  it("lets only the creator change roles, never a creator's", () => {
    expect(canChangeRole('creator', 'admin')).toBe(true);
    expect(canChangeRole('creator', 'attendee')).toBe(true);
    expect(canChangeRole('creator', 'creator')).toBe(false);
    expect(canChangeRole('admin', 'attendee')).toBe(false);
    expect(canChangeRole('member', 'attendee')).toBe(false);
    expect(canChangeRole(undefined, 'attendee')).toBe(false);
  });

  it('lets the creator remove anyone but themself', () => {
    expect(canRemove(creator, admin)).toBe(true);
    expect(canRemove(creator, attendee)).toBe(true);
    expect(canRemove(creator, creator)).toBe(false);
  });

  it('lets an admin remove members who are neither the creator nor themself', () => {
    expect(canRemove(admin, otherAdmin)).toBe(true);
    expect(canRemove(admin, attendee)).toBe(true);
    expect(canRemove(admin, creator)).toBe(false);
    expect(canRemove(admin, admin)).toBe(false);
  });

  it('lets attendees, and someone who is not a member, remove no one', () => {
    expect(canRemove(attendee, otherAdmin)).toBe(false);
    expect(canRemove(attendee, holder('t2', 'attendee'))).toBe(false);
    expect(canRemove(undefined, attendee)).toBe(false);
  });
});
