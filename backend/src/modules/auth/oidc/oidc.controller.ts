import { Controller, Get, NotFoundException, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { SignInThrottle } from '../../../common/throttling/throttle.decorators';
import { SignInPopup } from '../sign-in-popup';
import { OidcStartQuery } from './oidc.dto';
import { OidcSignInService, OidcUnavailableError } from './oidc-sign-in.service';

/** Sign-in with the OpenID provider of OIDC_ISSUER, in the same popup as Google's; 404 when none is set. */
@ApiTags('auth')
@ApiErrorResponses()
@Public()
@SignInThrottle()
@Controller('auth/oidc')
export class OidcController {
  constructor(
    private readonly oidc: OidcSignInService,
    private readonly popup: SignInPopup,
  ) {}

  @ApiOperation({ summary: 'Starts sign-in with the configured OpenID provider in the popup (code flow, PKCE)' })
  @Get()
  @ApiFoundResponse({ description: "To the OpenID provider's sign-in page" })
  async start(@Query() query: OidcStartQuery, @Res() response: FastifyReply): Promise<void> {
    if (!this.oidc.provider) throw new NotFoundException('Not found');
    const origin = this.popup.targetOrigin(query.origin);
    try {
      const url = await this.oidc.start(response, {
        origin,
        loginHint: query.login_hint,
        plan: query.plan,
        unverified: query.unverified === 'true',
      });
      await response.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof OidcUnavailableError)) throw error;
      await this.popup.finish(response, { failure: error.message }, origin);
    }
  }

  @ApiExcludeEndpoint()
  @Get('callback')
  async callback(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    if (!this.oidc.provider) throw new NotFoundException('Not found');
    const { outcome, origin } = await this.oidc.finish(request, response);
    await this.popup.finish(response, outcome, this.popup.targetOrigin(origin));
  }
}
