import type { MemberRole } from '../../common/access/member-role';
import { currencyDigits } from '../costs/currencies';
import { COMMENT_SUBJECTS, type CommentSubjectKind, subjectLink } from '../messages/comments/comment-rules';
import type { RsvpStatus } from '../schedule/rsvp.entity';

export const ACTIVITY_TYPES = [
  'event_created',
  'member_joined',
  'member_removed',
  'photo_uploaded',
  'flight_added',
  'carpool_created',
  'carpool_joined',
  'schedule_item_added',
  'rsvp_answered',
  'rsvp_recorded',
  'role_changed',
  'dates_set',
  'dates_chosen',
  'expense_added',
  'expense_edited',
  'expense_deleted',
  'payment_recorded',
  'announcement_posted',
  'comment_added',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One row of the activity query: what happened, to which record, and its two descriptive texts. */
export interface ActivityRow {
  type: ActivityType;
  /**
   * The record the entry is about (event, member, departure, photo, flight, carpool, passenger, item,
   * answer, role change, dates, announcement or comment).
   */
  id: string;
  at: Date;
  /** The instant with microseconds, as PostgreSQL keeps it: the cursor must not lose precision. */
  atText: string;
  actorId: string | null;
  displayName: string | null;
  photoURL: string | null;
  subject: string | null;
  detail: string | null;
  /** The event's zone, in which dates are written. */
  timeZone: string;
  /**
   * For an answer an admin recorded: whose answer it is (null for a guest not yet named); for a payment:
   * who was paid.
   */
  person: string | null;
}

export interface ActivityEntry {
  id: string;
  type: ActivityType;
  text: string;
  at: Date;
  /** Null when the account behind the entry has been deleted. */
  who: { userId: string; displayName: string; photoURL: string | null } | null;
  /** The front-end path where the entry's record is seen. */
  link: string;
}

const ROLE_NAMES: Record<MemberRole, string> = { creator: 'the creator', admin: 'an admin', attendee: 'a member' };

/** An answer as the schedule's buttons read. */
const RSVP_LABELS: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' };

/** Names, captions and places inside an entry's text are cut to this many characters. */
const QUOTE_MAX = 60;

/** The short text and link of an entry; `who` is shown before the text ("Ana" "joined the event"). */
export function describeActivity(row: ActivityRow, eventId: string): ActivityEntry {
  const base = `/events/${eventId}`;
  const subject = row.subject === null ? null : shorten(row.subject);
  const detail = row.detail === null ? null : shorten(row.detail);
  const [text, link] = ((): [string, string] => {
    switch (row.type) {
      case 'event_created':
        return ['created the event', base];
      case 'member_joined':
        return ['joined the event', `${base}/members`];
      case 'member_removed':
        return [`removed ${subject ?? 'a former member'} from the event`, `${base}/members`];
      case 'photo_uploaded':
        return [subject ? `uploaded a photo: ${subject}` : 'uploaded a photo', `${base}/photos`];
      case 'flight_added':
        return [`added a flight from ${subject} to ${detail}`, `${base}/travel`];
      case 'carpool_created':
        return [`offered a carpool from ${subject} to ${detail}`, `${base}/travel`];
      case 'carpool_joined':
        return [`joined the carpool from ${subject} to ${detail}`, `${base}/travel`];
      case 'schedule_item_added':
        return [`added ${subject} to the schedule`, base];
      case 'rsvp_answered':
        return [`answered ${RSVP_LABELS[row.detail as RsvpStatus] ?? row.detail} for ${subject}`, base];
      case 'rsvp_recorded': {
        const whose = row.person === null ? "a guest's" : `${shorten(row.person)}'s`;
        return [`recorded ${whose} answer: ${RSVP_LABELS[row.detail as RsvpStatus] ?? row.detail} to ${subject}`, base];
      }
      case 'role_changed':
        return [
          `made ${subject ?? 'a former member'} ${ROLE_NAMES[row.detail as MemberRole] ?? row.detail}`,
          `${base}/members`,
        ];
      case 'dates_set':
        return [
          row.subject === null
            ? 'cleared the dates'
            : `set the dates to ${dateRange(row.subject, row.detail, row.timeZone)}`,
          base,
        ];
      case 'dates_chosen':
        return [`chose ${dateRange(row.subject!, row.detail, row.timeZone)} from the date poll`, base];
      case 'expense_added':
        return [`added an expense: ${subject} (${money(row.detail)})`, `${base}/costs`];
      case 'expense_edited':
        return [`edited the expense ${subject} (${money(row.detail)})`, `${base}/costs`];
      case 'expense_deleted':
        return [`deleted the expense ${subject} (${money(row.detail)})`, `${base}/costs`];
      case 'payment_recorded':
        return [
          `recorded a payment of ${money(row.detail)} from ${subject ?? 'a former member'} to ${row.person === null ? 'a former member' : shorten(row.person)}`,
          `${base}/costs`,
        ];
      case 'announcement_posted':
        return [`announced: ${shorten(oneLine(row.subject ?? ''))}`, base];
      case 'comment_added':
        return commented(row, eventId);
    }
  })();
  const who =
    row.actorId && row.displayName !== null
      ? { userId: row.actorId, displayName: row.displayName, photoURL: row.photoURL }
      : null;
  return { id: row.id, type: row.type, text, at: row.at, who, link };
}

/**
 * 'Fri, Sep 12 – Sun, Sep 14, 2031' by the calendar of the event's place, as the date poll writes it; one
 * day reads 'Fri, Sep 12, 2031', and a range into another year names both.
 */
export function dateRange(start: string, end: string | null, zone: string): string {
  const days = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: zone });
  const years = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: zone });
  const [startDay, endDay] = [start, end ?? start].map((instant) => days.format(new Date(instant)));
  const [startYear, endYear] = [start, end ?? start].map((instant) => years.format(new Date(instant)));
  if (startYear !== endYear) return `${startDay}, ${startYear} – ${endDay}, ${endYear}`;
  if (startDay === endDay) return `${startDay}, ${startYear}`;
  return `${startDay} – ${endDay}, ${startYear}`;
}

/** "12345 USD" (minor units and the event's currency, as the feed reads them) as "$123.45". */
function money(detail: string | null): string {
  const [minor, currency] = (detail ?? '0 USD').split(' ');
  const digits = currencyDigits(currency!);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(minor) / 10 ** digits);
}

/** A comment's entry: what it is on (as its subject and detail say: `<kind>:<id>`) and the link there. */
function commented(row: ActivityRow, eventId: string): [string, string] {
  const [kind, id] = (row.detail ?? '').split(':') as [CommentSubjectKind, string];
  const on = row.subject === null ? null : shorten(oneLine(row.subject));
  const link = COMMENT_SUBJECTS.includes(kind) ? subjectLink(eventId, { kind, id }) : `/events/${eventId}`;
  switch (kind) {
    case 'photo':
      return [on ? `commented on a photo: ${on}` : 'commented on a photo', link];
    case 'carpool':
      return [`commented on the carpool from ${on}`, link];
    default:
      return [`commented on ${on}`, link];
  }
}

/** Line breaks of a message read as spaces in a one-line entry. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function shorten(text: string): string {
  const chars = [...text];
  return chars.length <= QUOTE_MAX
    ? text
    : `${chars
        .slice(0, QUOTE_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** Opaque to clients: the entry's instant (microseconds, UTC) and id, where the next page starts. */
export function activityCursor(row: Pick<ActivityRow, 'atText' | 'id'>): string {
  return `${row.atText}_${row.id}`;
}

export const ACTIVITY_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseActivityCursor(cursor: string): { at: string; id: string } | null {
  const match = ACTIVITY_CURSOR.exec(cursor);
  return match ? { at: match[1]!, id: match[2]! } : null;
}
