const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Past a week, "12 days ago" says less than the date itself. */
const WEEK = 7 * DAY;

let relative: Intl.RelativeTimeFormat | undefined;
let monthDay: Intl.DateTimeFormat | undefined;
let monthDayYear: Intl.DateTimeFormat | undefined;

/**
 * How long ago something happened, as a list of messages says it: "just now", "5 minutes ago",
 * "yesterday", "3 days ago", then the date ("Jun 4", with the year when it is not this year's).
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return relative.format(-Math.floor(elapsed / DAY), 'day');
  if (date.getFullYear() === now.getFullYear())
    return (monthDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })).format(date);
  return (monthDayYear ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })).format(date);
}
