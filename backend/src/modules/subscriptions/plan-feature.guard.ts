import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { PLAN_FEATURE, type PlanFeature } from '../../common/access/plan-feature.decorator';
import { routeMetadata } from '../../common/http/route-metadata';
import { SubscriptionsService } from './subscriptions.service';

const REFUSALS: Record<PlanFeature, string> = {
  exportDataEnabled: 'Data export is part of the Pro and Enterprise plans. Upgrade to export your event.',
};

/** The caller's plan, read on every request (never from the client), decides a @RequiresPlanFeature route. */
@Injectable()
export class PlanFeatureGuard implements CanActivate {
  private readonly featureOf = routeMetadata((handler) =>
    this.reflector.get<PlanFeature | undefined>(PLAN_FEATURE, handler),
  );

  constructor(
    private readonly reflector: Reflector,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Routes without @RequiresPlanFeature pass at once, without a promise. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const feature = this.featureOf(context);
    return feature ? this.check(feature, context.switchToHttp().getRequest<FastifyRequest>().auth) : true;
  }

  private async check(feature: PlanFeature, auth: FastifyRequest['auth']): Promise<boolean> {
    if (!auth) throw new ForbiddenException(REFUSALS[feature]);
    const tier = await this.subscriptions.effectiveTier(auth.id);
    if (!tier[feature]) throw new ForbiddenException(REFUSALS[feature]);
    return true;
  }
}
