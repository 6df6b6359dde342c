import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { routeMetadata } from '../http/route-metadata';

const SIGN_IN_ROUTE = 'gatherly:sign-in-route';

/** Sign-in routes get their own, tighter rate limit, counted per client address. */
export const SignInThrottle = () => SetMetadata(SIGN_IN_ROUTE, true);

export const isSignInRoute: (context: ExecutionContext) => boolean = routeMetadata((handler, controller) =>
  Boolean(Reflect.getMetadata(SIGN_IN_ROUTE, handler) ?? Reflect.getMetadata(SIGN_IN_ROUTE, controller)),
);

const MESSAGE_ROUTE = 'gatherly:message-route';

/**
 * Posting announcements and comments (and editing comments) gets a budget of its own per account, on
 * top of the one for all writes: a flood of messages reaches other people's notifications and inboxes.
 */
export const MessageThrottle = () => SetMetadata(MESSAGE_ROUTE, true);

export const isMessageRoute: (context: ExecutionContext) => boolean = routeMetadata((handler, controller) =>
  Boolean(Reflect.getMetadata(MESSAGE_ROUTE, handler) ?? Reflect.getMetadata(MESSAGE_ROUTE, controller)),
);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isReadRequest(context: ExecutionContext): boolean {
  return READ_METHODS.has(context.switchToHttp().getRequest<{ method: string }>().method);
}
