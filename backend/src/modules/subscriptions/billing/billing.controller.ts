import { Body, Controller, Get, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { Public } from '../../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { BillingService } from './billing.service';
import { BillingWebhooks } from './billing-webhooks.service';
import { BillingRedirectResponse, BillingResponse, CheckoutRequest, WebhookReceiptResponse } from './dto/billing.dto';

@ApiTags('billing')
@ApiErrorResponses()
@Controller('billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly webhooks: BillingWebhooks,
  ) {}

  @ApiOperation({ summary: 'Whether plans are sold here, their prices, and whether the billing portal can open' })
  @ApiBearerAuth()
  @Get()
  @ApiOkResponse({ type: BillingResponse })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<BillingResponse> {
    return this.billing.overview(user.id);
  }

  @ApiOperation({ summary: "A Stripe Checkout page for the plan's subscription; 404 when billing is not configured" })
  @ApiBearerAuth()
  @Post('checkout')
  @HttpCode(200)
  @ApiOkResponse({ type: BillingRedirectResponse })
  checkout(@CurrentUser() user: AuthenticatedUser, @Body() body: CheckoutRequest): Promise<BillingRedirectResponse> {
    return this.billing.checkout(user, body.tier);
  }

  @ApiOperation({ summary: "Stripe's customer portal for the caller's subscription; 409 without a Stripe customer" })
  @ApiBearerAuth()
  @Post('portal')
  @HttpCode(200)
  @ApiOkResponse({ type: BillingRedirectResponse })
  portal(@CurrentUser() user: AuthenticatedUser): Promise<BillingRedirectResponse> {
    return this.billing.portal(user.id);
  }

  @ApiOperation({ summary: "Stripe's events, verified by their signature over the exact body" })
  @Public()
  // Stripe delivers in bursts from a few addresses; the signature is checked before anything else happens.
  @SkipThrottle({ write: true })
  @Post('webhook')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookReceiptResponse })
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceiptResponse> {
    await this.webhooks.receive(request.rawBody, signature);
    return { received: true };
  }
}
