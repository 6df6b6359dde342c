/**
 * A member's role in an event. The access rules are written in these terms, so the type lives with them;
 * the spec calls the ordinary role 'member' in the user's event list and 'attendee' everywhere else.
 */
export const MEMBER_ROLES = ['creator', 'admin', 'attendee'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
