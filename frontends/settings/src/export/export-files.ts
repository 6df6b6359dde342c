/** One file of an event's export, as Settings offers it for download. */
export interface ExportFile {
  file: string;
  /** What the download button says: the file's format. */
  format: 'CSV' | 'ICS' | 'ZIP';
  title: string;
  description: string;
}

/** The files the API exports (GET /api/exports/events/{eventId}/{file}), in the order Settings lists them. */
export const EXPORT_FILES: ExportFile[] = [
  {
    file: 'members.csv',
    format: 'CSV',
    title: 'Members',
    description: 'Names, e-mails, roles, join dates and the profile details members share with organizers',
  },
  { file: 'flights.csv', format: 'CSV', title: 'Flights', description: "Everyone's flights, with times and airports" },
  {
    file: 'carpools.csv',
    format: 'CSV',
    title: 'Carpools',
    description: 'Drivers, routes, departure times and passengers',
  },
  {
    file: 'schedule.ics',
    format: 'ICS',
    title: 'Schedule',
    description: 'The event and its schedule, for any calendar app',
  },
  {
    file: 'photos.zip',
    format: 'ZIP',
    title: 'Photos',
    description: 'Every photo at full size, with a list of captions and who uploaded them',
  },
];

export const EVERYTHING_FILE = 'everything.zip';

/**
 * Where the browser downloads a file: a plain link, so a large archive streams to disk rather than into the
 * page's memory (the API accepts the image cookie on these paths, since a link sends no Authorization).
 */
export const exportUrl = (eventId: string, file: string) =>
  `/api/exports/events/${encodeURIComponent(eventId)}/${file}`;
