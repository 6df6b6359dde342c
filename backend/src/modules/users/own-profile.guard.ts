import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { profileEditRefusal } from '../../common/access/ownership.rules';

/**
 * Users edit only their own profiles: the route's :userId must be the caller. A guard, so that someone
 * else's profile is refused before its body is even read.
 */
@Injectable()
export class OwnProfileGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Params: { userId?: string } }>>();
    const refusal = profileEditRefusal(request.params.userId, request.auth?.id);
    if (refusal) throw new ForbiddenException(refusal);
    return true;
  }
}

export const OwnProfileOnly = () => UseGuards(OwnProfileGuard);
