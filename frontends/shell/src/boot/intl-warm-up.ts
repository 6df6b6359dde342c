/**
 * Sets up the browser's date formatting (ICU's locale, calendar and time-zone data) on the calling thread.
 * Called in the start-up worker: ICU keeps that data for the whole renderer process, so the main thread's
 * first date on screen, in the dashboard's first render, then costs a few milliseconds instead of one long
 * task on a phone.
 */
export function warmUpIntl(): void {
  try {
    // The options of the app's formatters (@gatherly/shared's format/dates.ts, the schedule's zoned times):
    // a month name, a time of day, a named time zone and its offset.
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'shortOffset',
    }).format(0);
  } catch {
    // A browser without one of these options (shortOffset is recent) only misses the head start.
  }
}
