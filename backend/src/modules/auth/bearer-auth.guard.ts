import { CanActivate, ExecutionContext, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCEPTS_IMAGE_COOKIE } from '../../common/auth/image-cookie-auth.decorator';
import { IS_PUBLIC } from '../../common/auth/public.decorator';
import { UNLISTED } from '../../common/auth/unlisted.decorator';
import { routeMetadata } from '../../common/http/route-metadata';
import { AccessTokenService } from './access-token.service';
import { AuthSessionsService } from './auth-sessions.service';
import { readImageCookie } from './image-cookie';

/**
 * The global guard: a route needs a valid bearer access token unless it is marked @Public(). On public
 * routes a valid token is still read, so they can tell a signed-in caller from an anonymous one. Routes
 * marked @AcceptsImageCookie() also take the token from the image cookie. A token of a session that was
 * signed out, or of a disabled account, is refused like an expired one. @Unlisted() routes answer 404
 * instead of 401.
 */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  private readonly routeRules = routeMetadata((handler, controller) => ({
    isPublic: this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, controller]) === true,
    acceptsImageCookie:
      this.reflector.getAllAndOverride<boolean | undefined>(ACCEPTS_IMAGE_COOKIE, [handler, controller]) === true,
    unlisted: this.reflector.getAllAndOverride<boolean | undefined>(UNLISTED, [handler, controller]) === true,
  }));

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
    private readonly sessions: AuthSessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { isPublic, acceptsImageCookie, unlisted } = this.routeRules(context);
    const token = bearerToken(request) ?? (acceptsImageCookie ? readImageCookie(request) : null);
    if (token) {
      const user = await this.tokens.verify(token);
      if (user && (await this.sessions.isActive(user.sessionId))) {
        request.auth = user;
        return true;
      }
      if (unlisted) throw unknownRoute(request);
      if (!isPublic) throw new UnauthorizedException('Your session has expired. Please sign in again.');
    }
    if (isPublic) return true;
    if (unlisted) throw unknownRoute(request);
    throw new UnauthorizedException('Sign in required');
  }
}

/** What the router answers for a path it does not know. */
export const unknownRoute = (request: FastifyRequest) =>
  new NotFoundException(`Cannot ${request.method} ${request.url}`);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}
