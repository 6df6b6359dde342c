import { describeWait } from '../../../common/errors/retry-later.exception';
import type { InviteListLine } from './invite-list';

export const BULK_LINE_STATUSES = ['ok', 'invalid', 'duplicate', 'member', 'invited'] as const;
export type BulkLineStatus = (typeof BULK_LINE_STATUSES)[number];

/** A line of the list as the preview shows it: whether it will be invited, and if not, why. */
export interface BulkInviteLine {
  line: number;
  raw: string;
  name: string | null;
  email: string | null;
  guestLimit: number;
  status: BulkLineStatus;
  message?: string;
}

/** What the event already knows of an address on the list. */
export interface KnownAddress {
  email: string;
  member: boolean;
  /** Its invitation to this event, of any status; null when there is none. */
  invitationStatus: string | null;
  /** Seconds before that invitation may be e-mailed again (0: now). */
  waitSeconds: number;
}

/** The creator's plan limits and what counts against them now. */
export interface InvitingLimits {
  planName: string;
  maxInvitationsPerDay: number | null;
  maxAttendeesPerEvent: number | null;
  sentToday: number;
  seats: number;
}

export interface BulkQuota {
  /** Invitation e-mails the creator's plan still allows today; null: no limit. */
  remainingToday: number | null;
  /** Places left in the event, pending invitations taking one each; null: no limit. */
  placesLeft: number | null;
  wouldExceed: boolean;
}

/**
 * Judges each read line: one the event cannot invite (a member, an invitation already waiting or
 * e-mailed too recently to send again) or that repeats an earlier line's address is skipped with why.
 */
export function judgeLines(lines: InviteListLine[], known: Map<string, KnownAddress>): BulkInviteLine[] {
  const firstLineOf = new Map<string, number>();
  return lines.map(({ problem, ...line }): BulkInviteLine => {
    if (problem || !line.email) return { ...line, status: 'invalid', message: problem ?? 'No e-mail address' };
    const earlier = firstLineOf.get(line.email);
    if (earlier !== undefined) return { ...line, status: 'duplicate', message: `Also on line ${earlier}` };
    firstLineOf.set(line.email, line.line);
    const address = known.get(line.email);
    if (address?.member) return { ...line, status: 'member', message: 'Already a member of this event' };
    if (address?.invitationStatus === 'pending') {
      return { ...line, status: 'invited', message: 'Already invited: the invitation is waiting for an answer' };
    }
    if (address && address.waitSeconds > 0) {
      return {
        ...line,
        status: 'invited',
        message: `Invited recently: it can be e-mailed again in ${describeWait(address.waitSeconds)}`,
      };
    }
    return { ...line, status: 'ok' };
  });
}

const counted = (count: number, thing: string) => `${count} ${thing}${count === 1 ? '' : 's'}`;

/**
 * Whether sending `sendable` invitations would pass the plan's daily invitation e-mails or the event's
 * attendee places (pending invitations included), and the message that says which; the message is null
 * when they fit.
 */
export function quotaFor(limits: InvitingLimits, sendable: number): BulkQuota & { message: string | null } {
  const { planName, maxInvitationsPerDay, maxAttendeesPerEvent, sentToday, seats } = limits;
  const remainingToday = maxInvitationsPerDay === null ? null : Math.max(0, maxInvitationsPerDay - sentToday);
  const placesLeft = maxAttendeesPerEvent === null ? null : Math.max(0, maxAttendeesPerEvent - seats);
  let message: string | null = null;
  if (remainingToday !== null && sendable > remainingToday) {
    message =
      `Sending ${counted(sendable, 'invitation')} would pass the daily invitation limit: the ${planName} plan ` +
      `allows ${counted(maxInvitationsPerDay!, 'invitation e-mail')} per day, and ${remainingToday} ` +
      `${remainingToday === 1 ? 'is' : 'are'} left today.`;
  } else if (placesLeft !== null && sendable > placesLeft) {
    message =
      `Inviting ${sendable} ${sendable === 1 ? 'person' : 'people'} would pass the attendee limit: the ${planName} plan allows ` +
      `${counted(maxAttendeesPerEvent!, 'attendee')} per event, pending invitations included, and ` +
      `${counted(placesLeft, 'place')} ${placesLeft === 1 ? 'is' : 'are'} left.`;
  }
  return { remainingToday, placesLeft, wouldExceed: message !== null, message };
}
