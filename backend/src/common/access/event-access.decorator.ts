import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EventAccessLevel, EventAccessRule, EventMembership, EventResource } from './event-access.rules';

export const EVENT_ACCESS = 'gatherly:event-access';

const DEFAULT_PARAM: Record<EventResource, string> = {
  event: 'eventId',
  photo: 'photoId',
  banner: 'bannerId',
  carpool: 'carpoolId',
  scheduleItem: 'scheduleEventId',
};

/**
 * Declares who may reach an event-scoped route. The global EventAccessGuard finds the event (directly or
 * through the photo, carpool or schedule item in the path) and the caller's membership of it:
 * non-members get 404, members below the level get 403.
 */
export const EventAccess = (level: EventAccessLevel, resource: EventResource = 'event', param?: string) =>
  SetMetadata(EVENT_ACCESS, { level, resource, param: param ?? DEFAULT_PARAM[resource] } satisfies EventAccessRule);

declare module 'fastify' {
  interface FastifyRequest {
    eventMembership?: EventMembership;
  }
}

/** The caller's membership of the route's event, as resolved by the EventAccessGuard. */
export const CurrentMembership = createParamDecorator((_: unknown, context: ExecutionContext): EventMembership => {
  const membership = context.switchToHttp().getRequest<FastifyRequest>().eventMembership;
  if (!membership) throw new Error('CurrentMembership used on a route without @EventAccess');
  return membership;
});
