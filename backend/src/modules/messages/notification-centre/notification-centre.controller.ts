import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import {
  NOTIFICATION_PAGE_DEFAULT,
  NotificationPageResponse,
  NotificationQueryDto,
  UnreadCountResponse,
} from './dto/notification.dto';
import { NOTIFICATION_NOT_FOUND, NotificationCentreService } from './notification-centre.service';

/**
 * The caller's notification centre (the bell), across all their events. No event guard: every statement
 * is bound to the caller, and only entries of events they are still a member of are seen.
 */
@ApiTags('messages')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('notifications')
export class NotificationCentreController {
  constructor(private readonly notifications: NotificationCentreService) {}

  /** Newest first; `before` takes the previous page's nextCursor. */
  @Get()
  @ApiOkResponse({ type: NotificationPageResponse })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: NotificationQueryDto,
  ): Promise<NotificationPageResponse> {
    return this.notifications.list(user.id, query.limit ?? NOTIFICATION_PAGE_DEFAULT, query.before);
  }

  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountResponse })
  async unreadCount(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCountResponse> {
    return { unreadCount: await this.notifications.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Every entry read' })
  async readAll(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.notifications.markAllRead(user.id);
  }

  @Post(':notificationId/read')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Read' })
  async read(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('notificationId', NOTIFICATION_NOT_FOUND) notificationId: string,
  ): Promise<void> {
    await this.notifications.markRead(user.id, notificationId);
  }
}
