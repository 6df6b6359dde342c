import { ExecutionContext, SetMetadata } from '@nestjs/common';

const SIGN_IN_ROUTE = 'gatherly:sign-in-route';

/** Sign-in routes get their own, tighter rate limit, counted per client address. */
export const SignInThrottle = () => SetMetadata(SIGN_IN_ROUTE, true);

export function isSignInRoute(context: ExecutionContext): boolean {
  return Boolean(
    Reflect.getMetadata(SIGN_IN_ROUTE, context.getHandler()) ?? Reflect.getMetadata(SIGN_IN_ROUTE, context.getClass()),
  );
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isReadRequest(context: ExecutionContext): boolean {
  return READ_METHODS.has(context.switchToHttp().getRequest<{ method: string }>().method);
}
