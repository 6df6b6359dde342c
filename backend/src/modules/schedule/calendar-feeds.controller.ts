import { Controller, Get, Header, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { CalendarService } from './calendar.service';
import { CalendarFeedEnvelope } from './dto/calendar-feed.response';

@ApiTags('schedule')
@ApiErrorResponses()
@Controller()
export class CalendarFeedsController {
  constructor(private readonly calendar: CalendarService) {}

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
  @Header('Cache-Control', 'private, no-store')
  read(@Param('token') token: string): Promise<string> {
    return this.calendar.feedCalendar(token);
  }
}
