/**
 * Instants as ISO 8601 wall-clock times in one IANA time zone, with that zone's offset at each instant:
 * 2027-06-10T13:00:00+01:00. Intl supplies both the local time and the offset (summer time included).
 */
export function zonedTimestamps(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return (date) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of format.formatToParts(date)) part[type] = value;
    // "GMT+01:00"; some ICU versions write a zero offset as a bare "GMT".
    const offset = part.timeZoneName!.slice('GMT'.length) || '+00:00';
    const year = part.year!.padStart(4, '0');
    return `${year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
  };
}
