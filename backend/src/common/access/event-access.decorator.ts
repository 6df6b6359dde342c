import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EventAccessLevel, EventAccessRule, EventCaller, EventResource } from './event-access.rules';

export type { EventCaller } from './event-access.rules';

export const EVENT_ACCESS = 'gatherly:event-access';

const DEFAULT_PARAM: Record<EventResource, string> = {
  event: 'eventId',
  photo: 'photoId',
  banner: 'bannerId',
  carpool: 'carpoolId',
  scheduleItem: 'scheduleEventId',
  datePollOption: 'optionId',
  question: 'questionId',
  stay: 'stayId',
  stayRoom: 'roomId',
  expense: 'expenseId',
  payment: 'paymentId',
  announcement: 'announcementId',
  comment: 'commentId',
};

/**
 * Declares who may reach an event-scoped route. The global EventAccessGuard finds the event (directly or
 * through the photo, carpool, schedule item, date option, question, stay, room, expense, payment, announcement
 * or comment in the path) and the caller's membership of it: non-members get 404, members below the level get 403.
 */
export const EventAccess = (level: EventAccessLevel, resource: EventResource = 'event', param?: string) =>
  SetMetadata(EVENT_ACCESS, { level, resource, param: param ?? DEFAULT_PARAM[resource] } satisfies EventAccessRule);

declare module 'fastify' {
  interface FastifyRequest {
    eventCaller?: EventCaller;
  }
}

/**
 * The handler's caller, as the EventAccessGuard resolved it for the route's @EventAccess rule: the one
 * way a handler learns who is asking and in which event, never from the request body.
 */
export function callerOf(_: unknown, context: ExecutionContext): EventCaller {
  const caller = context.switchToHttp().getRequest<FastifyRequest>().eventCaller;
  if (!caller) throw new Error('@Caller() used on a route without @EventAccess');
  return caller;
}

export const Caller = createParamDecorator(callerOf);
