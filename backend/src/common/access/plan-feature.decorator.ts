import { SetMetadata } from '@nestjs/common';

/** The plan flags a route can require (spec section 8's tier flags that gate a whole feature). */
export type PlanFeature = 'exportDataEnabled';

export const PLAN_FEATURE = 'gatherly:plan-feature';

/**
 * Declares that a route belongs to a paid feature: the global PlanFeatureGuard refuses callers whose own
 * plan lacks it (403), after the event access rules (so outsiders still get 404, attendees 403).
 */
export const RequiresPlanFeature = (feature: PlanFeature) => SetMetadata(PLAN_FEATURE, feature);
