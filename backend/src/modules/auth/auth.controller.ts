import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, OptionalUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { SignInThrottle } from '../../common/throttling/throttle.decorators';
import { AppConfig } from '../../config/app-config';
import { UserEnvelope } from '../users/dto/user.response';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { AccessTokenResponse, AuthCheckResponse, SignInProvidersResponse } from './dto/auth.response';
import { GoogleAuthGuard } from './google-auth.guard';
import { clearImageCookie, setImageCookie } from './image-cookie';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { SignInPopup } from './sign-in-popup';

@ApiTags('auth')
@ApiErrorResponses()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly popup: SignInPopup,
  ) {}

  @ApiOperation({ summary: 'Starts Google sign-in in the popup (OAuth code flow with state and PKCE)' })
  @Public()
  @SignInThrottle()
  @UseGuards(GoogleAuthGuard)
  @Get('google')
  @ApiFoundResponse({ description: "To the identity provider's sign-in page" })
  start(): void {
    // The guard answers with the redirect to the identity provider.
  }

  @ApiExcludeEndpoint()
  @Public()
  @SignInThrottle()
  @UseGuards(GoogleAuthGuard)
  @Get('google/callback')
  async callback(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const outcome = request.googleOutcome ?? { failure: 'Failed to sign in. Please try again.' };
    const targetOrigin = request.signInOrigin || this.config.webOrigins[0] || this.config.publicUrl;
    await this.popup.finish(response, outcome, targetOrigin);
  }

  @ApiOperation({ summary: 'The sign-in providers offered: Google always, another OpenID provider when configured' })
  @Public()
  @Get('providers')
  @ApiOkResponse({ type: SignInProvidersResponse })
  providers(): SignInProvidersResponse {
    const oidc = this.config.oidc;
    return { google: true, oidc: oidc ? { name: oidc.name } : null };
  }

  @ApiOperation({ summary: 'A fresh bearer token from the refresh cookie; the cookie is rotated' })
  @Public()
  @SignInThrottle()
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: AccessTokenResponse })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AccessTokenResponse> {
    this.assertTrustedOrigin(request);
    const token = readRefreshCookie(request);
    if (!token) throw new UnauthorizedException('Sign in required');
    try {
      const result = await this.auth.refresh(token);
      setRefreshCookie(response, result.refresh, this.config.secureCookies);
      setImageCookie(response, result.access, this.config.secureCookies);
      return { token: result.access.token, expiresAt: result.access.expiresAt };
    } catch (error) {
      clearRefreshCookie(response, this.config.secureCookies);
      clearImageCookie(response, this.config.secureCookies);
      throw error;
    }
  }

  @ApiOperation({ summary: 'Signs out: the sessions of the refresh cookie and the bearer token end' })
  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(
    @Req() request: FastifyRequest,
    @OptionalUser() caller: AuthenticatedUser | undefined,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    this.assertTrustedOrigin(request);
    await this.auth.signOut({ refreshToken: readRefreshCookie(request), sessionId: caller?.sessionId });
    clearRefreshCookie(response, this.config.secureCookies);
    clearImageCookie(response, this.config.secureCookies);
  }

  @ApiOperation({ summary: 'Secure-auth test after sign-in' })
  @ApiBearerAuth()
  @Get('test')
  @ApiOkResponse({ type: AuthCheckResponse })
  test(@CurrentUser() user: AuthenticatedUser): AuthCheckResponse {
    return { authenticated: true, userId: user.id, email: user.email };
  }

  @ApiOperation({ summary: 'Server login after the test: answers the signed-in user' })
  @ApiBearerAuth()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserEnvelope })
  async login(@CurrentUser() user: AuthenticatedUser): Promise<UserEnvelope> {
    return { user: await this.users.login(user.id) };
  }

  /** The cookie is SameSite=strict already; a foreign Origin is refused as a second line. */
  private assertTrustedOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (origin && !this.config.webOrigins.includes(origin) && origin !== new URL(this.config.publicUrl).origin) {
      throw new ForbiddenException('Requests from this origin are not allowed');
    }
  }
}
