import { canReadEventProfile, coreProfileAccess } from './profile-visibility';

describe('coreProfileAccess', () => {
  it.each([
    ['private', 'self', 'own'],
    ['friends', 'self', 'own'],
    ['public', 'self', 'own'],
    ['private', 'shares-an-event', 'basic'],
    ['private', 'stranger', 'none'],
    ['friends', 'shares-an-event', 'profile'],
    ['friends', 'stranger', 'none'],
    ['public', 'shares-an-event', 'profile'],
    ['public', 'stranger', 'profile'],
  ] as const)('a %s profile seen by %s: %s', (privacy, relation, access) => {
    expect(coreProfileAccess(privacy, relation)).toBe(access);
  });
});

describe('canReadEventProfile', () => {
  it('shows organizers-only profiles to the owner, admins and the creator only', () => {
    expect(canReadEventProfile('organizers_only', false, 'attendee')).toBe(false);
    expect(canReadEventProfile('organizers_only', true, 'attendee')).toBe(true);
    expect(canReadEventProfile('organizers_only', false, 'admin')).toBe(true);
    expect(canReadEventProfile('organizers_only', false, 'creator')).toBe(true);
    expect(canReadEventProfile('event_members', false, 'attendee')).toBe(true);
  });
});
