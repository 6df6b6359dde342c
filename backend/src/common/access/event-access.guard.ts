import { CanActivate, ExecutionContext, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isUUID } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { routeMetadata } from '../http/route-metadata';
import { EVENT_ACCESS } from './event-access.decorator';
import { EventAccessReadModel } from './event-access.read-model';
import { EventAccessRule, FORBIDDEN_MESSAGES, NOT_FOUND_MESSAGES, roleSatisfies } from './event-access.rules';

@Injectable()
export class EventAccessGuard implements CanActivate {
  private readonly ruleOf = routeMetadata((handler) =>
    this.reflector.get<EventAccessRule | undefined>(EVENT_ACCESS, handler),
  );

  constructor(
    private readonly reflector: Reflector,
    private readonly access: EventAccessReadModel,
  ) {}

  /** Routes without @EventAccess pass at once, without a promise. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const rule = this.ruleOf(context);
    return rule ? this.check(rule, context.switchToHttp().getRequest<FastifyRequest>()) : true;
  }

  private async check(rule: EventAccessRule, request: FastifyRequest): Promise<boolean> {
    // Made only when thrown: an exception captures a stack trace, which every member's request paid for.
    const notFound = () => new NotFoundException(NOT_FOUND_MESSAGES[rule.resource]);
    const params = request.params as Record<string, string | undefined>;
    const resourceId = params[rule.param];
    // The bearer guard ran first, so a missing user here means a public route declared event access.
    if (!request.auth || typeof resourceId !== 'string' || !isUUID(resourceId)) throw notFound();

    const membership = await this.access.findMembership(rule.resource, resourceId, request.auth.id);
    if (!membership) throw notFound();
    // A path naming both an event and one of its records must not mix events.
    const pathEventId = rule.resource === 'event' ? undefined : params.eventId;
    if (pathEventId !== undefined && pathEventId !== membership.eventId) throw notFound();
    if (rule.level !== 'member' && !roleSatisfies(membership.role, rule.level)) {
      throw new ForbiddenException(FORBIDDEN_MESSAGES[rule.level]);
    }
    request.eventCaller = { eventId: membership.eventId, role: membership.role, userId: request.auth.id };
    return true;
  }
}
