/** Hues for tags that mean something (antd's preset tags lose their contrast on an event's own colours). */
export const TAG_HUE = {
  blue: '#1d4ed8',
  green: '#15803d',
  orange: '#c2410c',
  magenta: '#c41d7f',
  purple: '#531dab',
} as const;
