/** The entries that were actually sent: a PATCH-like update must not overwrite fields with undefined. */
export function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The value sent, or the current one when the field was left out. */
export function sentOr<T>(sent: T | undefined, current: T): T {
  return sent === undefined ? current : sent;
}

/**
 * `{ ...base, ...extra }`, built without an object literal that starts with a spread and goes on: in Node
 * 20's V8 such a literal gives every object it makes a hidden class of its own, garbage that outlives young
 * collections and only a full collection frees.
 */
export function merged<A extends object, B extends object>(base: A, extra: B): Omit<A, keyof B> & B {
  return Object.assign({}, base, extra);
}
