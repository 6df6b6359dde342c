import { setFlagsFromString } from 'node:v8';

// V8's own test hook: whether two objects share a hidden class (a "map").
setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/**
 * Maps twenty rows of one shape, as a list read does, and answers whether every result shares the first
 * one's hidden class. The first calls warm the property caches up: the fault shows only once they have.
 */
export function shareOneHiddenClass<R, T extends object>(map: (row: R) => T, row: (index: number) => R): boolean {
  const results = Array.from({ length: 20 }, (_, index) => map(row(index)));
  return results.every((result) => haveSameMap(result, results[0]!));
}
