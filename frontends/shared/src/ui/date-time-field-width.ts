import type { CSSProperties } from 'react';

/** A date and time field's width, loaded or not: the whole column up to what a date and time need. */
export const DATE_TIME_FIELD_WIDTH: CSSProperties = { width: '100%', maxWidth: 260 };
