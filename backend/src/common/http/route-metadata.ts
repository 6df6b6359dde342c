import type { ExecutionContext } from '@nestjs/common';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's handlers and controllers are plain functions
type Target = Function;

/**
 * What `read` makes of a route's decorators, read once per route: decorators set their metadata at start-up
 * and it never changes, while reading it through reflect-metadata walks metadata maps on every request
 * (a guard that asks for two keys on the handler and its controller paid about a microsecond a request).
 */
export function routeMetadata<T>(read: (handler: Target, controller: Target) => T): (context: ExecutionContext) => T {
  const byController = new WeakMap<Target, Map<Target, T>>();
  return (context) => {
    const controller = context.getClass();
    const handler = context.getHandler();
    let routes = byController.get(controller);
    if (!routes) byController.set(controller, (routes = new Map()));
    if (routes.has(handler)) return routes.get(handler)!;
    const value = read(handler, controller);
    routes.set(handler, value);
    return value;
  };
}
