import { Controller, Get, Header, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { CalendarService } from './calendar.service';

@ApiTags('schedule')
@Controller()
export class CalendarFeedsController {
  constructor(private readonly calendar: CalendarService) {}

  /** The caller's personal feed URL (the items they are going to), issued on first request. */
  @ApiBearerAuth()
  @Get('user/calendar-feed')
  async feed(@CurrentUser() user: AuthenticatedUser) {
    return { feed: await this.calendar.feed(user.id) };
  }

  @ApiBearerAuth()
  @Post('user/calendar-feed/rotate')
  async rotate(@CurrentUser() user: AuthenticatedUser) {
    return { feed: await this.calendar.rotateFeed(user.id) };
  }

  /**
   * Public: calendar apps cannot sign in, so the secret token in the path is the credential. The 'feeds'
   * segment is what keeps the token out of the logs (redactUrl).
   */
  @Public()
  @Get('calendar/feeds/:token.ics')
  @ApiProduces('text/calendar')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  read(@Param('token') token: string): Promise<string> {
    return this.calendar.feedCalendar(token);
  }
}
