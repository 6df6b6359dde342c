/** What a calendar entry needs: the same fields the .ics files carry. */
export interface CalendarEntryDetails {
  title: string;
  start: string;
  end: string | null;
  description?: string | null;
  location?: string | null;
  zone: string;
  /** The event's page, appended to the description so the entry leads back to the app. */
  link: string;
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * Google Calendar's 'add event' page, filled in; Google shows it in the event's zone. Google needs an end:
 * an entry without one ends as it starts, as the .ics files say, rather than at a time nobody set.
 */
export function googleCalendarUrl(entry: CalendarEntryDetails): string {
  const start = new Date(entry.start);
  const end = entry.end ? new Date(entry.end) : start;
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', entry.title);
  url.searchParams.set('dates', `${utcStamp(start)}/${utcStamp(end)}`);
  url.searchParams.set('details', [entry.description, entry.link].filter(Boolean).join('\n\n'));
  if (entry.location) url.searchParams.set('location', entry.location);
  url.searchParams.set('ctz', entry.zone);
  return url.toString();
}

/** The calendar files the API serves; a plain link downloads them (the image cookie authorises it). */
export const eventCalendarPath = (eventId: string) => `/api/calendar/events/${eventId}.ics`;
export const itemCalendarPath = (itemId: string) => `/api/calendar/items/${itemId}.ics`;

/** The feed's https address as a webcal one: calendar apps open webcal links as subscriptions. */
export const webcalUrl = (feedUrl: string) => feedUrl.replace(/^https?:/, 'webcal:');
