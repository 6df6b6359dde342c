/** The entries that were actually sent: a PATCH-like update must not overwrite fields with undefined. */
export function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The value sent, or the current one when the field was left out. */
export function sentOr<T>(sent: T | undefined, current: T): T {
  return sent === undefined ? current : sent;
}
