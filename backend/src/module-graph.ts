import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';

type Import = Type | DynamicModule | ForwardReference | Promise<DynamicModule> | undefined;

export interface ModuleNode {
  module: Type;
  controllers: Type[];
  providers: unknown[];
}

const metadata = <T>(key: string, module: Type): T[] => (Reflect.getMetadata(key, module) as T[] | undefined) ?? [];

/**
 * Every module reachable from the root, each with the controllers and providers it registers (its
 * decorator's and those of any dynamic form it is imported in), as Nest would assemble them.
 */
export function moduleGraph(root: Type): ModuleNode[] {
  const nodes = new Map<Type, ModuleNode>();
  const visited = new Set<unknown>();
  const visit = (entry: Import): void => {
    if (!entry || entry instanceof Promise || visited.has(entry)) return;
    visited.add(entry);
    if ('forwardRef' in entry) return visit(entry.forwardRef() as Type);
    const dynamic = 'module' in entry ? entry : undefined;
    const module = dynamic?.module ?? (entry as Type);
    let node = nodes.get(module);
    if (!node) {
      node = {
        module,
        controllers: metadata(MODULE_METADATA.CONTROLLERS, module),
        providers: metadata(MODULE_METADATA.PROVIDERS, module),
      };
      nodes.set(module, node);
      metadata<Import>(MODULE_METADATA.IMPORTS, module).forEach(visit);
    }
    node.controllers.push(...(dynamic?.controllers ?? []));
    node.providers.push(...(dynamic?.providers ?? []));
    ((dynamic?.imports ?? []) as Import[]).forEach(visit);
  };
  visit(root);
  return [...nodes.values()];
}

/** Every controller the root module registers, through any depth of imports. */
export const controllersOf = (root: Type): Type[] => [
  ...new Set(moduleGraph(root).flatMap((node) => node.controllers)),
];
