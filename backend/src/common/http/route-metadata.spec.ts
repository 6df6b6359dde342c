import type { ExecutionContext } from '@nestjs/common';
import { routeMetadata } from './route-metadata';

const contextOf = (controller: object, handler: object) =>
  ({ getClass: () => controller, getHandler: () => handler }) as unknown as ExecutionContext;

describe('routeMetadata', () => {
  it('reads a route once, then answers from what it read', () => {
    const read = jest.fn((handler: object) => (handler === list ? 'public' : 'private'));
    class Controller {}
    const list = () => undefined;
    const remove = () => undefined;
    const ruleOf = routeMetadata(read);

    expect(ruleOf(contextOf(Controller, list))).toBe('public');
    expect(ruleOf(contextOf(Controller, list))).toBe('public');
    expect(ruleOf(contextOf(Controller, remove))).toBe('private');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('tells apart two controllers that share a handler, and keeps a falsy answer', () => {
    class Base {}
    class Admin extends Base {}
    const shared = () => undefined;
    const read = jest.fn((_handler: object, controller: object) => (controller === Admin ? 'admin' : undefined));
    const ruleOf = routeMetadata(read);

    expect(ruleOf(contextOf(Base, shared))).toBeUndefined();
    expect(ruleOf(contextOf(Admin, shared))).toBe('admin');
    expect(ruleOf(contextOf(Base, shared))).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
