import type { ScheduleItem } from '@gatherly/shared';

/** Where an item stands against the clock: the agenda marks the one on now and the one coming next. */
export type AgendaState = 'past' | 'now' | 'next' | 'later';

export interface AgendaEntry {
  item: ScheduleItem;
  /** '7:30 PM – 10:00 PM' in the event's zone. */
  time: string;
  state: AgendaState;
}

export interface AgendaDay {
  /** The day in the event's zone, 2027-06-12. */
  key: string;
  /** 'Saturday, June 12', with the year when it is not this year. */
  label: string;
  entries: AgendaEntry[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Building a formatter costs far more than using one: one per zone and shape, on first use. */
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })));
  return formatter;
}

const dayKey = (instant: Date, zone: string) =>
  format(zone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant)
    .filter((part) => part.type !== 'literal')
    .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {});

function dayOf(instant: Date, zone: string): string {
  const { year, month, day } = dayKey(instant, zone);
  return `${year}-${month}-${day}`;
}

function dayLabel(instant: Date, zone: string, now: Date): string {
  const sameYear = dayKey(instant, zone).year === dayKey(now, zone).year;
  return format(zone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(instant);
}

/** The item's time of day, or its range; a range into another day names that day. */
export function timeRange(item: Pick<ScheduleItem, 'startTime' | 'endTime'>, zone: string): string {
  const start = new Date(item.startTime);
  const end = item.endTime ? new Date(item.endTime) : null;
  if (!end || end.getTime() <= start.getTime())
    return format(zone, { hour: 'numeric', minute: '2-digit' }).format(start);
  const options: Intl.DateTimeFormatOptions =
    dayOf(start, zone) === dayOf(end, zone)
      ? { hour: 'numeric', minute: '2-digit' }
      : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  return format(zone, options).formatRange(start, end);
}

/**
 * The schedule as an agenda: by day in the event's zone, each day's items by start time (as the API
 * sends them). What is on now is marked, and so is the first item still to come.
 */
export function agenda(items: readonly ScheduleItem[], zone: string, now: Date = new Date()): AgendaDay[] {
  const days: AgendaDay[] = [];
  let nextMarked = false;
  for (const item of items) {
    const start = new Date(item.startTime).getTime();
    const end = item.endTime ? new Date(item.endTime).getTime() : start;
    let state: AgendaState = 'later';
    if (end < now.getTime() || (end === start && start < now.getTime())) state = 'past';
    else if (start <= now.getTime()) state = 'now';
    else if (!nextMarked) {
      state = 'next';
      nextMarked = true;
    }
    const key = dayOf(new Date(item.startTime), zone);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: dayLabel(new Date(item.startTime), zone, now), entries: [] };
      days.push(day);
    }
    day.entries.push({ item, time: timeRange(item, zone), state });
  }
  return days;
}
