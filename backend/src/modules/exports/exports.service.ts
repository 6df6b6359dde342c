import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { EventCaller } from '../../common/access/event-access.rules';
import { CostsService } from '../costs/balances/costs.service';
import { guestListOf } from '../members/guest-list/guest-list.assembly';
import { GuestListService } from '../members/guest-list/guest-list.service';
import { STORAGE_DRIVER, type StorageDriver } from '../photos/storage/storage-driver';
import { CalendarService } from '../schedule/calendar.service';
import { StaysService } from '../travel/stays/stays.service';
import {
  CARPOOL_COLUMNS,
  FLIGHT_COLUMNS,
  MEMBER_COLUMNS,
  PHOTO_MANIFEST_COLUMNS,
  type VisibleMember,
  visibleMember,
} from './export-tables';
import { costsTable } from './costs-table';
import { type ExportedEventRow, type ExportedPhotoRow, ExportsRepository } from './exports.repository';
import { guestListTable } from './guest-list-table';
import { addPhotos } from './photo-archive';
import { STAY_COLUMNS, stayLines, type StayLine } from './stays-table';
import { type CsvColumn, toCsv } from './spreadsheet-csv';

/** One downloadable file of an export: its name (from the event's) and its content. */
export interface ExportFile {
  filename: string;
  content: string | Readable;
}

/** The event's name as the start of a file name: ASCII, so every browser and file system keeps it. */
export function fileNamePrefix(eventName: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'event';
}

/**
 * An event's data for its admins to take with them: spreadsheets, the calendar, the photos, or all of it
 * in one archive. Archives are streamed while they are written, never held whole in memory or on disk.
 */
@Injectable()
export class ExportsService {
  private readonly logger = new Logger(ExportsService.name);

  constructor(
    private readonly exports: ExportsRepository,
    private readonly calendar: CalendarService,
    private readonly guests: GuestListService,
    private readonly stays: StaysService,
    private readonly costs: CostsService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  members(caller: EventCaller): Promise<ExportFile> {
    return this.spreadsheet(caller.eventId, '-members.csv', this.memberRows(caller), MEMBER_COLUMNS);
  }

  flights(eventId: string): Promise<ExportFile> {
    return this.spreadsheet(eventId, '-flights.csv', this.exports.flights(eventId), FLIGHT_COLUMNS);
  }

  carpools(eventId: string): Promise<ExportFile> {
    return this.spreadsheet(eventId, '-carpools.csv', this.exports.carpools(eventId), CARPOOL_COLUMNS);
  }

  stayList(eventId: string): Promise<ExportFile> {
    return this.spreadsheet(eventId, '-stays.csv', this.stayRows(eventId), STAY_COLUMNS);
  }

  async costList(caller: EventCaller): Promise<ExportFile> {
    const [event, csv] = await Promise.all([this.event(caller.eventId), this.costsCsv(caller)]);
    return { filename: `${fileNamePrefix(event.name)}-costs.csv`, content: csv };
  }

  async guestList(caller: EventCaller): Promise<ExportFile> {
    const [event, csv] = await Promise.all([this.event(caller.eventId), this.guestListCsv(caller)]);
    return { filename: `${fileNamePrefix(event.name)}-guest-list.csv`, content: csv };
  }

  /** The admin's calendar of the event: every item, private ones too. */
  async schedule(caller: EventCaller): Promise<ExportFile> {
    const [event, calendar] = await Promise.all([
      this.event(caller.eventId),
      this.calendar.eventCalendar(caller.eventId, caller.userId),
    ]);
    return { filename: `${fileNamePrefix(event.name)}-schedule.ics`, content: calendar };
  }

  async photos(eventId: string): Promise<ExportFile> {
    const [event, photos] = await Promise.all([this.event(eventId), this.exports.photos(eventId)]);
    return {
      filename: `${fileNamePrefix(event.name)}-photos.zip`,
      content: this.archive((zip, signal) => this.addPhotoFolder(zip, photos, event.timeZone, signal)),
    };
  }

  /** Everything in one archive: the spreadsheets and the calendar first (small), then the photos. */
  async everything(caller: EventCaller): Promise<ExportFile> {
    const { eventId } = caller;
    const [event, members, guestList, flights, carpools, stays, costs, schedule, photos] = await Promise.all([
      this.event(eventId),
      this.memberRows(caller),
      this.guestListCsv(caller),
      this.exports.flights(eventId),
      this.exports.carpools(eventId),
      this.stayRows(eventId),
      this.costsCsv(caller),
      this.calendar.eventCalendar(eventId, caller.userId),
      this.exports.photos(eventId),
    ]);
    const { timeZone } = event;
    const spreadsheets: [string, string][] = [
      ['members.csv', toCsv(MEMBER_COLUMNS, members, timeZone)],
      ['guest-list.csv', guestList],
      ['flights.csv', toCsv(FLIGHT_COLUMNS, flights, timeZone)],
      ['carpools.csv', toCsv(CARPOOL_COLUMNS, carpools, timeZone)],
      ['stays.csv', toCsv(STAY_COLUMNS, stays, timeZone)],
      ['costs.csv', costs],
    ];
    return {
      filename: `${fileNamePrefix(event.name)}.zip`,
      content: this.archive(async (zip, signal) => {
        for (const [name, csv] of spreadsheets) zip.addBuffer(Buffer.from(csv), name);
        zip.addBuffer(Buffer.from(schedule), 'schedule.ics');
        await this.addPhotoFolder(zip, photos, timeZone, signal);
      }),
    };
  }

  /** The photos/ folder of an archive: each photo, then the manifest naming the files. */
  private async addPhotoFolder(
    zip: ZipFile,
    photos: ExportedPhotoRow[],
    timeZone: string,
    signal: AbortSignal,
  ): Promise<void> {
    const archived = await addPhotos(zip, 'photos', photos, this.storage, signal);
    zip.addBuffer(Buffer.from(toCsv(PHOTO_MANIFEST_COLUMNS, archived, timeZone)), 'photos/manifest.csv');
  }

  /** The guest list as the admin reads it: a line per person, a column per item and per question. */
  private async guestListCsv(caller: EventCaller): Promise<string> {
    const rows = await this.guests.rows(caller.eventId);
    const emails = new Map(rows.members.map((member) => [member.userId, member.email]));
    const { columns, lines } = guestListTable(guestListOf(rows, caller), emails);
    return toCsv(columns, lines, rows.timeZone);
  }

  /** The expenses, then the balances; dates are calendar days, so the zone changes nothing. */
  private async costsCsv(caller: EventCaller): Promise<string> {
    const { columns, lines } = costsTable(await this.costs.overview(caller));
    return toCsv(columns, lines, 'UTC');
  }

  private async stayRows(eventId: string): Promise<StayLine[]> {
    return stayLines(await this.stays.list(eventId));
  }

  private async memberRows(caller: EventCaller): Promise<VisibleMember[]> {
    return (await this.exports.members(caller.eventId)).map((row) => visibleMember(caller, row));
  }

  /** A spreadsheet named after the event, its times in the event's zone: the event and the rows are read together. */
  private async spreadsheet<Row>(
    eventId: string,
    suffix: string,
    rows: Promise<readonly Row[]>,
    columns: CsvColumn<Row>[],
  ): Promise<ExportFile> {
    const [event, found] = await Promise.all([this.event(eventId), rows]);
    return { filename: `${fileNamePrefix(event.name)}${suffix}`, content: toCsv(columns, found, event.timeZone) };
  }

  private async event(eventId: string): Promise<ExportedEventRow> {
    const event = await this.exports.event(eventId);
    if (!event) throw new NotFoundException('Event not found');
    return event;
  }

  /**
   * The archive as it is written. The response pipes it and destroys it when the download is abandoned,
   * which aborts the writing.
   */
  private archive(write: (zip: ZipFile, signal: AbortSignal) => Promise<void>): Readable {
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    const abandoned = new AbortController();
    output.once('close', () => abandoned.abort());
    write(zip, abandoned.signal).then(
      () => zip.end(),
      (error: unknown) => {
        this.logger.error(`An export archive failed while it was written: ${String(error)}`);
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return output;
  }
}
