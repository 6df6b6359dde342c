import type { Member } from '@gatherly/shared';

export const member = (userId: string, role: Member['role'], displayName: string): Member => ({
  id: `m-${userId}`,
  userId,
  role,
  partyId: `p-${userId}`,
  joinedAt: '2030-01-15T12:00:00.000Z',
  user: { displayName, email: `${displayName.split(' ')[0]!.toLowerCase()}@example.com`, photoURL: null },
});

export const CREATOR = member('me', 'creator', 'Cora Creator');
export const ADMIN = member('admin', 'admin', 'Abe Admin');
export const ATTENDEE = member('attendee', 'attendee', 'Tia Attendee');
