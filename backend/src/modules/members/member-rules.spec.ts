import { removalRefusal, roleChangeRefusal } from './member-rules';

const creator = { userId: 'c', role: 'creator' as const };
const admin = { userId: 'a', role: 'admin' as const };
const otherAdmin = { userId: 'a2', role: 'admin' as const };
const attendee = { userId: 't', role: 'attendee' as const };

describe('removalRefusal', () => {
  it('lets the creator remove anyone but themself', () => {
    expect(removalRefusal(creator, admin)).toBeNull();
    expect(removalRefusal(creator, attendee)).toBeNull();
    expect(removalRefusal(creator, creator)).toMatch(/yourself/);
  });

  it('lets an admin remove members who are neither the creator nor themself', () => {
    expect(removalRefusal(admin, attendee)).toBeNull();
    expect(removalRefusal(admin, otherAdmin)).toBeNull();
    expect(removalRefusal(admin, creator)).toMatch(/creator cannot be removed/);
    expect(removalRefusal(admin, admin)).toMatch(/yourself/);
  });

  it('lets attendees remove no one', () => {
    expect(removalRefusal(attendee, { userId: 'x', role: 'attendee' })).toMatch(/Only event admins/);
  });
});

describe('roleChangeRefusal', () => {
  it('lets only the creator change roles, never their own', () => {
    expect(roleChangeRefusal(creator, attendee)).toBeNull();
    expect(roleChangeRefusal(admin, attendee)).toMatch(/Only the event creator/);
    expect(roleChangeRefusal(creator, creator)).toMatch(/cannot be changed/);
  });
});
