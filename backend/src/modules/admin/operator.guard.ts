import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Unlisted } from '../../common/auth/unlisted.decorator';
import { AppConfig } from '../../config/app-config';
import { unknownRoute } from '../auth/bearer-auth.guard';
import { OperatorsRepository } from './operators.repository';

/** The operator acting, as the database knows them when the request arrives. */
export interface Operator {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator;
  }
}

/**
 * Lets through a signed-in caller whose account's e-mail is in ADMIN_EMAILS; anyone else gets the 404 of
 * a route that does not exist. The e-mail is read from the account, not the token: an e-mail changed at
 * the identity provider since the token was issued counts at once.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(
    private readonly accounts: OperatorsRepository,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const account = request.auth && (await this.accounts.standingOf(request.auth.id));
    if (!account || account.disabled || !this.config.isOperator(account.email)) throw unknownRoute(request);
    request.operator = { id: account.id, email: account.email };
    return true;
  }
}

/** A controller of the operator console: operators only, 404 to everyone else (signed out included). */
export const OperatorsOnly = () =>
  applyDecorators(
    Unlisted(),
    UseGuards(OperatorGuard),
    ApiBearerAuth(),
    ApiNotFoundResponse({ description: 'Not an operator (ADMIN_EMAILS), or not signed in' }),
  );

export const CurrentOperator = createParamDecorator((_: unknown, context: ExecutionContext): Operator => {
  const operator = context.switchToHttp().getRequest<FastifyRequest>().operator;
  // Only reachable on a route without OperatorsOnly: a programming error, answered like the guard would.
  if (!operator) throw unknownRoute(context.switchToHttp().getRequest<FastifyRequest>());
  return operator;
});
