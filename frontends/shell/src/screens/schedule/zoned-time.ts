import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * An instant as the clock reads it in the event's zone, carried by a Dayjs in the viewer's zone: the
 * date-time field shows those figures, so an admin abroad still types the times of the place.
 */
export function wallClockIn(instant: string, zone: string): Dayjs {
  return dayjs(dayjs(instant).tz(zone).format(WALL_CLOCK));
}

/** The instant a wall clock in the event's zone names, as the API takes it. */
export function instantOf(wallClock: Dayjs, zone: string): string {
  return dayjs.tz(wallClock.format(WALL_CLOCK), zone).toISOString();
}
