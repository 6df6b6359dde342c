/**
 * Spec section 9's three date displays. Each formatter is built on first use, not when the SDK loads:
 * setting up Intl costs tens of milliseconds on a slow phone, on the path of every first paint.
 */
function formatter(options: Intl.DateTimeFormatOptions): (value: string | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (value) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(new Date(value));
}

export const formatMonthDay = formatter({ month: 'short', day: 'numeric' });
export const formatMonthDayTime = formatter({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
export const formatMonthDayYear = formatter({ month: 'short', day: 'numeric', year: 'numeric' });
export const formatTimeOfDay = formatter({ hour: 'numeric', minute: '2-digit' });

const DAY = 24 * 60 * 60 * 1000;

/** Whole days from today to the date, by calendar day in the viewer's time zone. */
export function daysUntil(date: string | Date, today: Date = new Date()): number {
  const target = new Date(date);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const end = Date.UTC(target.getFullYear(), target.getMonth(), target.getDate());
  return Math.round((end - start) / DAY);
}

/** 'Today!' at zero, 'Event passed' when negative, 'Date TBD' without a date. */
export function daysToGoText(date: string | null | undefined, today: Date = new Date()): string {
  if (!date) return 'Date TBD';
  const days = daysUntil(date, today);
  if (days === 0) return 'Today!';
  if (days < 0) return 'Event passed';
  return days === 1 ? '1 day to go' : `${days} days to go`;
}

/** 'Active Only': events that have not ended (an event without dates counts as active). */
export function isActiveEvent(
  event: { startDate: string | null; endDate: string | null },
  now: Date = new Date(),
): boolean {
  const end = event.endDate ?? event.startDate;
  if (!end) return true;
  return daysUntil(end, now) >= 0;
}
