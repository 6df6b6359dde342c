/** Shown and typed without seconds, e.g. 'Jun 12, 2030 08:40'; 'YYYY-MM-DD HH:mm' can be typed too. */
export const DATE_TIME_FORMATS = ['MMM D, YYYY HH:mm', 'YYYY-MM-DD HH:mm'];
