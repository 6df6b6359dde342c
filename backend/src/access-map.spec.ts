import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ApiModule } from './api.module';
import { UNPREFIXED_ROUTES } from './http-app';
import { callerOf, EVENT_ACCESS } from './common/access/event-access.decorator';
import type { EventAccessRule } from './common/access/event-access.rules';
import { PLAN_FEATURE } from './common/access/plan-feature.decorator';
import { ACCEPTS_IMAGE_COOKIE } from './common/auth/image-cookie-auth.decorator';
import { IS_PUBLIC } from './common/auth/public.decorator';
import { controllersOf } from './module-graph';
import { OperatorGuard } from './modules/admin/operator.guard';
import { OwnProfileGuard } from './modules/users/own-profile.guard';

/** One line per route: who may reach it, as declared by its decorators. */
function accessMap(): string[] {
  const lines: string[] = [];
  for (const controller of controllersOf(ApiModule)) {
    const base = String(Reflect.getMetadata('path', controller) ?? '');
    const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
    for (const name of Object.getOwnPropertyNames(controller.prototype).filter((key) => key !== 'constructor')) {
      const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
      if (typeof handler !== 'function' || Reflect.getMetadata('path', handler) === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata('method', handler) as number];
      const route = [base, String(Reflect.getMetadata('path', handler))]
        .join('/')
        .replace(/\/+/g, '/')
        .replace(/^\/|\/$/g, '');
      const unprefixed = UNPREFIXED_ROUTES.some((excluded) => excluded.path === route);
      const path = `${unprefixed ? '' : '/api'}/${route}`;
      const rule = Reflect.getMetadata(EVENT_ACCESS, handler) as EventAccessRule | undefined;
      const isPublic = classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true;
      const access = isPublic
        ? 'public'
        : rule
          ? `signed in, ${rule.level} of the event of ${rule.resource} :${rule.param}`
          : 'signed in';
      const guards = [
        ...((Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[]),
        ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[]),
      ];
      const feature = Reflect.getMetadata(PLAN_FEATURE, handler) as string | undefined;
      const also = [
        feature ? `plan with ${feature}` : null,
        Reflect.getMetadata(ACCEPTS_IMAGE_COOKIE, handler) === true ? 'image cookie accepted' : null,
        guards.includes(OwnProfileGuard) ? 'own profile only' : null,
        guards.includes(OperatorGuard) ? 'operators only (404 to anyone else)' : null,
      ].filter(Boolean);
      lines.push(`${method} ${path} -> ${[access, ...also].join(', ')}`);
    }
  }
  return lines.sort();
}

describe('route access', () => {
  // A change in this snapshot changes who can reach an endpoint: review it as a permission change.
  it('matches the reviewed access map', () => {
    expect(accessMap()).toMatchSnapshot();
  });

  it('declares event access on every route under /api/events/:eventId', () => {
    const undeclared = accessMap().filter(
      (line) => line.includes('/events/:eventId') && !line.includes('of the event'),
    );
    expect(undeclared).toEqual([]);
  });

  it('gives a handler its caller with @Caller() only where @EventAccess resolved it', () => {
    const misplaced: string[] = [];
    let given = 0;
    for (const controller of controllersOf(ApiModule)) {
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { factory?: unknown }
        >;
        const handler = controller.prototype[name] as object;
        const takesCaller = Object.values(args).some((arg) => arg.factory === callerOf);
        if (takesCaller) given += 1;
        if (takesCaller && !Reflect.getMetadata(EVENT_ACCESS, handler)) misplaced.push(`${controller.name}.${name}`);
      }
    }
    expect(given).toBeGreaterThan(20);
    expect(misplaced).toEqual([]);
  });
});
