import type { Member } from '@gatherly/shared';
import { findMembers, roleCounts } from './member-rules';

const member = (
  userId: string,
  role: Member['role'],
  displayName: string,
  email = `${userId}@example.com`,
): Member => ({
  id: `m-${userId}`,
  userId,
  role,
  partyId: `p-${userId}`,
  joinedAt: '2030-01-01T00:00:00.000Z',
  user: { displayName, email, photoURL: null },
});

const creator = member('c', 'creator', 'Cora Creator');
const admin = member('a', 'admin', 'Abe Admin');
const otherAdmin = member('a2', 'admin', 'Ada Admin');
const attendee = member('t', 'attendee', 'Tia Attendee', 'tia@party.org');

describe('roleCounts', () => {
  it('counts everyone and each role', () => {
    expect(roleCounts([creator, admin, otherAdmin, attendee])).toEqual({
      total: 4,
      creators: 1,
      admins: 2,
      attendees: 1,
    });
  });
});

describe('findMembers', () => {
  const all = [attendee, otherAdmin, creator, admin];

  it('finds by name or e-mail, case-insensitive', () => {
    expect(findMembers(all, 'TIA')).toEqual([attendee]);
    expect(findMembers(all, 'party.ORG')).toEqual([attendee]);
    expect(findMembers(all, '  admin ')).toEqual([admin, otherAdmin]);
  });

  it('lists the creator first, then admins, then attendees, each by name', () => {
    expect(findMembers(all, '')).toEqual([creator, admin, otherAdmin, attendee]);
  });

  it('finds nobody for an unknown name', () => {
    expect(findMembers(all, 'zed')).toEqual([]);
  });
});
