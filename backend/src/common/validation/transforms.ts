import { Transform } from 'class-transformer';

/** Trims text; other values pass through for the validators to judge. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims text and stores an empty answer as null, so "cleared" and "never set" look the same. */
export const TrimToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** A list of short texts: trimmed, empty items dropped (the profile dialog's comma-separated fields). */
export const CleanList = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
      : value,
  );

/** Social handles are kept without a leading @. */
export const Handle = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const handle = value.trim().replace(/^@+/, '');
    return handle === '' ? null : handle;
  });
