/**
 * iCalendar (RFC 5545) text for schedule exports and feeds. Every time is written in UTC, so no VTIMEZONE
 * is needed and every calendar app shows the item in its user's own zone.
 */

export interface CalendarEntry {
  /** Globally unique and stable across exports, so calendar apps update an item instead of duplicating it. */
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  start: Date;
  end: Date | null;
  created: Date;
  /** When it last changed, where that is known, and how many times: calendar apps keep the copy with the highest SEQUENCE. */
  lastModified: Date | null;
  sequence: number;
  url: string | null;
}

export interface Calendar {
  name: string;
  entries: readonly CalendarEntry[];
  /** How often a subscribed calendar app should fetch the feed again. */
  refreshMinutes?: number;
}

const PRODUCT_ID = '-//Gatherly//Event schedule//EN';
const MAX_LINE_OCTETS = 75;

/** `stamp` is the DTSTAMP of every item: when this calendar was produced. */
export function renderCalendar(calendar: Calendar, stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  if (calendar.refreshMinutes) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    );
  }
  for (const entry of calendar.entries) lines.push(...renderEntry(entry, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function renderEntry(entry: CalendarEntry, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    `CREATED:${formatUtc(entry.created)}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTART:${formatUtc(entry.start)}`,
  ];
  if (entry.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(entry.lastModified)}`);
  // DTEND must be later than DTSTART; without it an item ends when it starts (RFC 5545, 3.6.1).
  if (entry.end && entry.end.getTime() > entry.start.getTime()) lines.push(`DTEND:${formatUtc(entry.end)}`);
  lines.push(`SUMMARY:${escapeText(entry.summary)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.url) lines.push(`URL:${entry.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A UTC DATE-TIME: 20250612T084000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545, 3.3.11); other control
 * characters are not allowed in a content line, so they are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (control) => (control === '\t' ? control : ''));
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545, 3.1): each continuation starts with a
 * space, which counts towards its 75. Characters are never split, so multi-octet UTF-8 stays intact.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
