import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import type { VerifiedIdentity } from './identity';

export type GoogleOutcome = { identity: VerifiedIdentity } | { failure: string };

declare module 'fastify' {
  interface FastifyRequest {
    googleOutcome?: GoogleOutcome;
  }
}

/**
 * What passport writes a redirect to (statusCode, setHeader, end), onto Fastify's reply, so the
 * redirect leaves through Fastify with the cookies set on the reply.
 */
function passportResponse(reply: FastifyReply) {
  return {
    get statusCode() {
      return reply.statusCode;
    },
    set statusCode(code: number) {
      reply.code(code);
    },
    setHeader: (name: string, value: string) => reply.header(name, value),
    end: (body?: string) => reply.send(body),
  };
}

/**
 * Runs passport's Google strategy. A failed sign-in does not throw: the callback renders a page that
 * tells the opener window what went wrong, which a JSON error could not do inside a popup.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  constructor(private readonly config: AppConfig) {
    super();
  }

  override getRequest(context: ExecutionContext): FastifyRequest {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.signInReply = context.switchToHttp().getResponse<FastifyReply>();
    return request;
  }

  getResponse(context: ExecutionContext) {
    return passportResponse(context.switchToHttp().getResponse<FastifyReply>());
  }

  override getAuthenticateOptions(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const query = request.query as Record<string, unknown>;
    const origin = typeof query.origin === 'string' ? query.origin : undefined;
    request.signInOrigin = origin && this.config.webOrigins.includes(origin) ? origin : this.config.webOrigins[0];
    const loginHint = typeof query.login_hint === 'string' ? query.login_hint : undefined;
    const plan = typeof query.plan === 'string' ? query.plan : undefined;
    return { session: false, prompt: 'select_account', loginHint, plan };
  }

  override handleRequest<TUser>(
    error: unknown,
    identity: VerifiedIdentity | false,
    info: { message?: string } | undefined,
    context: ExecutionContext,
  ): TUser {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.googleOutcome = identity
      ? { identity }
      : { failure: errorMessage(error) ?? info?.message ?? 'Failed to sign in. Please try again.' };
    return identity as TUser;
  }
}

function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const response = (error as { response?: { message?: unknown } }).response;
  if (typeof response?.message === 'string') return response.message;
  return 'Failed to sign in. Please try again.';
}
