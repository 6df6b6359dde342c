import { Body, Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { isEmail } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/public.decorator';
import { SignInThrottle } from '../../../common/throttling/throttle.decorators';
import { AppConfig } from '../../../config/app-config';
import { TIER_NAMES, type TierName } from '../../subscriptions/subscription-tier.entity';
import { LOCAL_IDP_PLAN_PARAM, LOCAL_IDP_UNVERIFIED_PARAM } from './local-idp.constants';
import { SignInFormDto } from './local-idp.dto';
import { LocalIdpEnabledGuard } from './local-idp-enabled.guard';
import { type LocalAccount, LocalIdpService, nameFromEmail } from './local-idp.service';
import { renderSignInFailure, renderSignInPage } from './sign-in.page';

/**
 * The embedded provider's interactions: oidc-provider sends the browser here to find out who signs in,
 * and takes the answer back. Its other endpoints are mounted by LocalIdpMount. 404 unless enabled.
 */
@ApiExcludeController()
@UseGuards(LocalIdpEnabledGuard)
@Public()
@SignInThrottle()
@Controller('local-idp/interaction')
export class LocalIdpController {
  constructor(
    private readonly idp: LocalIdpService,
    private readonly config: AppConfig,
  ) {}

  /** With a login_hint the account is approved at once, so scripts and tests sign in over plain HTTP. */
  @Get(':uid')
  async show(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() response: FastifyReply) {
    const params = await this.params(uid, request, response);
    if (!params) return;
    const hint = typeof params.login_hint === 'string' ? params.login_hint.trim().toLowerCase() : '';
    const plan = this.plan(params[LOCAL_IDP_PLAN_PARAM]);
    if (hint && isEmail(hint)) {
      await this.finish(request, response, params, { email: hint, name: nameFromEmail(hint), plan });
      return;
    }
    await response
      .type('text/html; charset=utf-8')
      .send(renderSignInPage({ showPlan: !this.config.isProduction, plan }));
  }

  @Post(':uid')
  async signIn(
    @Param('uid') uid: string,
    @Body() form: SignInFormDto,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    const params = await this.params(uid, request, response);
    if (!params) return;
    const email = form.email.trim().toLowerCase();
    const name = form.name?.trim() || nameFromEmail(email);
    await this.finish(request, response, params, { email, name, plan: this.plan(form[LOCAL_IDP_PLAN_PARAM]) });
  }

  /** The authorization request behind this interaction, or a page saying it is gone. */
  private async params(uid: string, request: FastifyRequest, response: FastifyReply) {
    try {
      const provider = await this.idp.instance();
      const details = await provider.interactionDetails(request.raw, response.raw);
      if (details.uid !== uid) throw new Error('Another interaction');
      return details.params;
    } catch {
      await response
        .code(400)
        .type('text/html; charset=utf-8')
        .send(renderSignInFailure('This sign-in took too long or was started elsewhere. Please try again.'));
      return undefined;
    }
  }

  private async finish(
    request: FastifyRequest,
    response: FastifyReply,
    params: Record<string, unknown>,
    account: Omit<LocalAccount, 'emailVerified'>,
  ): Promise<void> {
    const unverified = !this.config.isProduction && params[LOCAL_IDP_UNVERIFIED_PARAM] === 'true';
    const accountId = this.idp.remember({ ...account, emailVerified: !unverified });
    const provider = await this.idp.instance();
    const returnTo = await provider.interactionResult(
      request.raw,
      response.raw,
      { select_account: {}, login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    await response.redirect(returnTo, 302);
  }

  private plan(value: unknown): TierName | undefined {
    return !this.config.isProduction && TIER_NAMES.includes(value as TierName) ? (value as TierName) : undefined;
  }
}
