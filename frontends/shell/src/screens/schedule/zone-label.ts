// Apart from zoned-time.ts: the schedule card shows the zone's name with its first paint, and needs no dayjs.
/** 'Europe/Madrid' as people read it: 'Madrid time (GMT+2)', the offset of the given day. */
export function zoneLabel(zone: string, at: Date): string {
  if (zone === 'UTC') return 'UTC';
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const place = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  return `${place} time (${offset})`;
}
