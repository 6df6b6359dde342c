import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { RequiresPlanFeature } from '../../common/access/plan-feature.decorator';
import { AcceptsImageCookie } from '../../common/auth/image-cookie-auth.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { type ExportFile, ExportsService } from './exports.service';

const CSV = 'text/csv; charset=utf-8';
const ZIP = 'application/zip';

function download(file: ExportFile, type: string): StreamableFile {
  const options = { type, disposition: `attachment; filename="${file.filename}"` };
  return typeof file.content === 'string'
    ? new StreamableFile(Buffer.from(file.content), options)
    : new StreamableFile(file.content, options);
}

/**
 * An event's data for its admins on plans with data export. The app downloads each file with a plain link
 * (a large archive streams to disk instead of into the page's memory), and a link sends no Authorization
 * header: like an image, these routes take the access token from the image cookie too.
 */
@ApiTags('exports')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('exports/events/:eventId')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @AcceptsImageCookie()
  @Get('members.csv')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(CSV)
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Members with the event-profile fields the admin may see' })
  async members(@IdParam('eventId', 'Event not found') _: string, @Caller() caller: EventCaller) {
    return download(await this.exports.members(caller), CSV);
  }

  @AcceptsImageCookie()
  @Get('guest-list.csv')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(CSV)
  @ApiOkResponse({ schema: { type: 'string' }, description: "Each party's people with their answers" })
  async guestList(@IdParam('eventId', 'Event not found') _: string, @Caller() caller: EventCaller) {
    return download(await this.exports.guestList(caller), CSV);
  }

  @AcceptsImageCookie()
  @Get('flights.csv')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(CSV)
  @ApiOkResponse({ schema: { type: 'string' }, description: "Every member's flights" })
  async flights(@IdParam('eventId', 'Event not found') eventId: string) {
    return download(await this.exports.flights(eventId), CSV);
  }

  @AcceptsImageCookie()
  @Get('carpools.csv')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(CSV)
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The carpools with their passengers' })
  async carpools(@IdParam('eventId', 'Event not found') eventId: string) {
    return download(await this.exports.carpools(eventId), CSV);
  }

  @AcceptsImageCookie()
  @Get('stays.csv')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(CSV)
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Who sleeps where, and who has no bed yet' })
  async stays(@IdParam('eventId', 'Event not found') eventId: string) {
    return download(await this.exports.stayList(eventId), CSV);
  }

  @AcceptsImageCookie()
  @Get('costs.csv')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(CSV)
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The expenses, then everyone’s balance' })
  async costs(@IdParam('eventId', 'Event not found') _: string, @Caller() caller: EventCaller) {
    return download(await this.exports.costList(caller), CSV);
  }

  @AcceptsImageCookie()
  @Get('schedule.ics')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The event and its schedule as iCalendar' })
  async schedule(@IdParam('eventId', 'Event not found') _: string, @Caller() caller: EventCaller) {
    return download(await this.exports.schedule(caller), 'text/calendar; charset=utf-8');
  }

  @AcceptsImageCookie()
  @Get('photos.zip')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(ZIP)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The photos and their manifest' })
  async photos(@IdParam('eventId', 'Event not found') eventId: string) {
    return download(await this.exports.photos(eventId), ZIP);
  }

  @AcceptsImageCookie()
  @Get('everything.zip')
  @EventAccess('admin')
  @RequiresPlanFeature('exportDataEnabled')
  @ApiProduces(ZIP)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Every file above in one archive' })
  async everything(@IdParam('eventId', 'Event not found') _: string, @Caller() caller: EventCaller) {
    return download(await this.exports.everything(caller), ZIP);
  }
}
