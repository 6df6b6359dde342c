import type { MemberRole } from './member-role';

/** What a route needs of the caller inside an event: any membership, an admin role, or being its creator. */
export type EventAccessLevel = 'member' | 'admin' | 'creator';

/** The kind of record named in the route's path, from which the event is found. */
export type EventResource =
  | 'event'
  | 'photo'
  | 'banner'
  | 'carpool'
  | 'scheduleItem'
  | 'datePollOption'
  | 'question'
  | 'stay'
  | 'stayRoom'
  | 'expense'
  | 'payment'
  | 'announcement'
  | 'comment';

export interface EventAccessRule {
  level: EventAccessLevel;
  resource: EventResource;
  /** The route parameter holding the resource's id. */
  param: string;
}

export interface EventMembership {
  eventId: string;
  role: MemberRole;
}

/** Who is asking inside an event: the signed-in user, the event, and their role in it. Handlers get it from @Caller(). */
export interface EventCaller extends EventMembership {
  userId: string;
}

const RANK: Record<MemberRole, number> = { attendee: 0, admin: 1, creator: 2 };
const REQUIRED_RANK: Record<EventAccessLevel, number> = { member: 0, admin: 1, creator: 2 };

/** A user counts as admin when their role is admin or creator (spec section 6). */
export function roleSatisfies(role: MemberRole, level: EventAccessLevel): boolean {
  return RANK[role] >= REQUIRED_RANK[level];
}

export const NOT_FOUND_MESSAGES: Record<EventResource, string> = {
  event: 'Event not found',
  photo: 'Photo not found',
  banner: 'Banner not found',
  carpool: 'Carpool not found',
  scheduleItem: 'Schedule item not found',
  datePollOption: 'Date option not found',
  question: 'Question not found',
  stay: 'Stay not found',
  stayRoom: 'Room not found',
  expense: 'Expense not found',
  payment: 'Payment not found',
  announcement: 'Announcement not found',
  comment: 'Comment not found',
};

export const FORBIDDEN_MESSAGES: Record<Exclude<EventAccessLevel, 'member'>, string> = {
  admin: 'Only event admins can do this',
  creator: 'Only the event creator can do this',
};
