import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { isEmail } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/public.decorator';
import { SignInThrottle } from '../../../common/throttling/throttle.decorators';
import { AppConfig } from '../../../config/app-config';
import { AuthorizationRequestDto, SignInFormDto, TokenRequestDto } from './local-idp.dto';
import { LocalIdpEnabledGuard } from './local-idp-enabled.guard';
import { LocalIdpService, nameFromEmail } from './local-idp.service';
import { renderSignInPage } from './sign-in.page';

/** The embedded identity provider; its routes answer 404 unless it is enabled. */
@ApiExcludeController()
@UseGuards(LocalIdpEnabledGuard)
@Public()
@SignInThrottle()
@Controller('local-idp')
export class LocalIdpController {
  constructor(
    private readonly idp: LocalIdpService,
    private readonly config: AppConfig,
  ) {}

  /** With a login_hint the account is approved at once, so scripts and tests sign in over plain HTTP. */
  @Get('authorize')
  async authorize(@Query() request: AuthorizationRequestDto, @Res() response: FastifyReply): Promise<void> {
    this.idp.checkClient(request);
    const hint = request.login_hint?.trim().toLowerCase();
    if (hint && isEmail(hint)) {
      await response.redirect(
        this.idp.approve(request, { email: hint, name: nameFromEmail(hint), plan: request.gatherly_plan }),
        302,
      );
      return;
    }
    await response
      .type('text/html; charset=utf-8')
      .send(renderSignInPage(request, { showPlan: !this.config.isProduction }));
  }

  @Post('authorize')
  async signIn(@Body() form: SignInFormDto, @Res() response: FastifyReply): Promise<void> {
    const { email, name, ...request } = form;
    const normalized = email.trim().toLowerCase();
    const plan = this.config.isProduction ? undefined : request.gatherly_plan;
    await response.redirect(
      this.idp.approve(request, { email: normalized, name: name?.trim() || nameFromEmail(normalized), plan }),
      302,
    );
  }

  // Called by our own server during the code flow, and guarded by the client secret and the code.
  @SkipThrottle({ write: true, 'sign-in': true })
  @Post('token')
  @HttpCode(200)
  token(@Body() request: TokenRequestDto) {
    return this.idp.exchange(request);
  }

  /** Like Google's, it takes the token from the Authorization header or the access_token parameter. */
  @SkipThrottle({ write: true, 'sign-in': true })
  @Get('userinfo')
  userinfo(@Headers('authorization') authorization?: string, @Query('access_token') accessToken?: string) {
    return this.idp.userinfo(authorization?.replace(/^Bearer\s+/i, '') ?? accessToken);
  }
}
