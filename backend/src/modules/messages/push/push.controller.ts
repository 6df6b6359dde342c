import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import {
  PushPublicKeyResponse,
  PushSubscriptionResponse,
  SubscribePushDto,
  UnsubscribePushQuery,
} from './dto/push-subscription.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** The caller's devices that get their notifications pushed (Web Push). */
@ApiTags('messages')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('push')
export class PushController {
  constructor(private readonly push: PushSubscriptionsService) {}

  /** 404 when the server has no VAPID keys (push is off). */
  @Get('public-key')
  @ApiOkResponse({ type: PushPublicKeyResponse })
  publicKey(): PushPublicKeyResponse {
    return { publicKey: this.push.publicKey() };
  }

  /** Subscribes the device; an endpoint already stored moves to the caller. */
  @Post('subscriptions')
  @ApiCreatedResponse({ type: PushSubscriptionResponse })
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body() input: SubscribePushDto,
  ): Promise<PushSubscriptionResponse> {
    await this.push.subscribe(user.id, input);
    return { endpoint: input.endpoint };
  }

  /** Only the caller's own subscription; an unknown endpoint is already gone. */
  @Delete('subscriptions')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Unsubscribed' })
  async unsubscribe(@CurrentUser() user: AuthenticatedUser, @Query() query: UnsubscribePushQuery): Promise<void> {
    await this.push.unsubscribe(user.id, query.endpoint);
  }
}
