import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { EventCaller } from '../../common/access/event-access.rules';
import { STORAGE_DRIVER, type StorageDriver } from '../photos/storage/storage-driver';
import { CalendarService } from '../schedule/calendar.service';
import {
  CARPOOL_COLUMNS,
  FLIGHT_COLUMNS,
  MEMBER_COLUMNS,
  PHOTO_MANIFEST_COLUMNS,
  visibleMember,
} from './export-tables';
import { type ExportedPhotoRow, ExportsRepository } from './exports.repository';
import { addPhotos } from './photo-archive';
import { toCsv } from './spreadsheet-csv';

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
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  members(caller: EventCaller): Promise<ExportFile> {
    return this.file(caller.eventId, '-members.csv', this.membersCsv(caller));
  }

  flights(eventId: string): Promise<ExportFile> {
    return this.file(eventId, '-flights.csv', this.flightsCsv(eventId));
  }

  carpools(eventId: string): Promise<ExportFile> {
    return this.file(eventId, '-carpools.csv', this.carpoolsCsv(eventId));
  }

  schedule(eventId: string): Promise<ExportFile> {
    return this.file(eventId, '-schedule.ics', this.calendar.eventCalendar(eventId));
  }

  async photos(eventId: string): Promise<ExportFile> {
    const [prefix, photos] = await Promise.all([this.prefix(eventId), this.exports.photos(eventId)]);
    return {
      filename: `${prefix}-photos.zip`,
      content: this.archive((zip, signal) => this.addPhotoFolder(zip, photos, signal)),
    };
  }

  /** Everything in one archive: the spreadsheets and the calendar first (small), then the photos. */
  async everything(caller: EventCaller): Promise<ExportFile> {
    const { eventId } = caller;
    const [prefix, members, flights, carpools, schedule, photos] = await Promise.all([
      this.prefix(eventId),
      this.membersCsv(caller),
      this.flightsCsv(eventId),
      this.carpoolsCsv(eventId),
      this.calendar.eventCalendar(eventId),
      this.exports.photos(eventId),
    ]);
    return {
      filename: `${prefix}.zip`,
      content: this.archive(async (zip, signal) => {
        zip.addBuffer(Buffer.from(members), 'members.csv');
        zip.addBuffer(Buffer.from(flights), 'flights.csv');
        zip.addBuffer(Buffer.from(carpools), 'carpools.csv');
        zip.addBuffer(Buffer.from(schedule), 'schedule.ics');
        await this.addPhotoFolder(zip, photos, signal);
      }),
    };
  }

  /** The photos/ folder of an archive: each photo, then the manifest naming the files. */
  private async addPhotoFolder(zip: ZipFile, photos: ExportedPhotoRow[], signal: AbortSignal): Promise<void> {
    const archived = await addPhotos(zip, 'photos', photos, this.storage, signal);
    zip.addBuffer(Buffer.from(toCsv(PHOTO_MANIFEST_COLUMNS, archived)), 'photos/manifest.csv');
  }

  private async membersCsv(caller: EventCaller): Promise<string> {
    const rows = await this.exports.members(caller.eventId);
    return toCsv(
      MEMBER_COLUMNS,
      rows.map((row) => visibleMember(caller, row)),
    );
  }

  private async flightsCsv(eventId: string): Promise<string> {
    return toCsv(FLIGHT_COLUMNS, await this.exports.flights(eventId));
  }

  private async carpoolsCsv(eventId: string): Promise<string> {
    return toCsv(CARPOOL_COLUMNS, await this.exports.carpools(eventId));
  }

  /** A small file, named after the event: the name and the content are read together. */
  private async file(eventId: string, suffix: string, content: Promise<string>): Promise<ExportFile> {
    const [prefix, text] = await Promise.all([this.prefix(eventId), content]);
    return { filename: `${prefix}${suffix}`, content: text };
  }

  private async prefix(eventId: string): Promise<string> {
    const event = await this.exports.event(eventId);
    if (!event) throw new NotFoundException('Event not found');
    return fileNamePrefix(event.name);
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
