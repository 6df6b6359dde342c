import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import type { VerifiedIdentity } from './identity';

export type GoogleOutcome = { identity: VerifiedIdentity } | { failure: string };

declare module 'express-serve-static-core' {
  interface Request {
    googleOutcome?: GoogleOutcome;
  }
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

  override getAuthenticateOptions(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    const origin = typeof request.query.origin === 'string' ? request.query.origin : undefined;
    request.signInOrigin = origin && this.config.webOrigins.includes(origin) ? origin : this.config.webOrigins[0];
    const loginHint = typeof request.query.login_hint === 'string' ? request.query.login_hint : undefined;
    const plan = typeof request.query.plan === 'string' ? request.query.plan : undefined;
    return { session: false, prompt: 'select_account', loginHint, plan };
  }

  override handleRequest<TUser>(
    error: unknown,
    identity: VerifiedIdentity | false,
    info: { message?: string } | undefined,
    context: ExecutionContext,
  ): TUser {
    const request = context.switchToHttp().getRequest<Request>();
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
