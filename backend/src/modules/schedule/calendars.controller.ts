import { Controller, Get, Header, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { AcceptsImageCookie } from '../../common/auth/image-cookie-auth.decorator';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { CalendarService } from './calendar.service';
import { CalendarFeedEnvelope } from './dto/calendar-feed.response';

/**
 * The schedule as iCalendar files: an event's and one item's, which the app's "Add to calendar" links
 * download, and each user's personal feed, which calendar apps subscribe to.
 */
@ApiTags('schedule')
@ApiErrorResponses()
@Controller()
export class CalendarsController {
  constructor(private readonly calendar: CalendarService) {}

  /**
   * A plain link downloads it (so a phone hands it straight to its calendar app), and a link cannot send
   * an Authorization header: like an image, it may be authorised by the image cookie.
   */
  @ApiBearerAuth()
  @AcceptsImageCookie()
  @Get('calendar/events/:eventId.ics')
  @EventAccess('member')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The event over its dates, then its schedule' })
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="event.ics"')
  eventCalendar(@IdParam('eventId', 'Event not found') _: string, @Caller() caller: EventCaller): Promise<string> {
    return this.calendar.eventCalendar(caller.eventId, caller.userId);
  }

  @ApiBearerAuth()
  @AcceptsImageCookie()
  @Get('calendar/items/:scheduleEventId.ics')
  @EventAccess('member', 'scheduleItem')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'One schedule item' })
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="schedule-item.ics"')
  itemCalendar(@IdParam('scheduleEventId', 'Schedule item not found') itemId: string): Promise<string> {
    return this.calendar.itemCalendar(itemId);
  }

  /** The caller's personal feed URL (the items they are going to), issued on first request. */
  @ApiBearerAuth()
  @Get('user/calendar-feed')
  @ApiOkResponse({ type: CalendarFeedEnvelope })
  async feed(@CurrentUser() user: AuthenticatedUser): Promise<CalendarFeedEnvelope> {
    return { feed: await this.calendar.feed(user.id) };
  }

  @ApiBearerAuth()
  @Post('user/calendar-feed/rotate')
  @ApiCreatedResponse({ type: CalendarFeedEnvelope, description: 'A new URL; the old one stops working' })
  async rotate(@CurrentUser() user: AuthenticatedUser): Promise<CalendarFeedEnvelope> {
    return { feed: await this.calendar.rotateFeed(user.id) };
  }

  /**
   * Public: calendar apps cannot sign in, so the secret token in the path is the credential. The 'feeds'
   * segment is what keeps the token out of the logs (redactUrl).
   */
  @Public()
  @Get('calendar/feeds/:token.ics')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'An iCalendar feed of the items the owner is going to' })
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  read(@Param('token') token: string): Promise<string> {
    return this.calendar.feedCalendar(token);
  }
}
