/** The entries that were actually sent: a PATCH-like update must not overwrite fields with undefined. */
export function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
