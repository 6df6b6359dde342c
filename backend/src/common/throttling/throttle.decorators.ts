import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { routeMetadata } from '../http/route-metadata';

const SIGN_IN_ROUTE = 'gatherly:sign-in-route';

/** Sign-in routes get their own, tighter rate limit, counted per client address. */
export const SignInThrottle = () => SetMetadata(SIGN_IN_ROUTE, true);

export const isSignInRoute: (context: ExecutionContext) => boolean = routeMetadata((handler, controller) =>
  Boolean(Reflect.getMetadata(SIGN_IN_ROUTE, handler) ?? Reflect.getMetadata(SIGN_IN_ROUTE, controller)),
);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isReadRequest(context: ExecutionContext): boolean {
  return READ_METHODS.has(context.switchToHttp().getRequest<{ method: string }>().method);
}
