/** Generated logos and avatars carry white initials: every colour here reaches 4.5:1 against white. */
export const AVATAR_COLORS = ['#6236ff', '#0f766e', '#b45309', '#b91c1c', '#0369a1', '#6d28d9', '#047857', '#c2410c'];

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The fallback logo: an avatar generated from the event name, the same colour for the same name. */
export function generatedLogo(name: string): string {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % AVATAR_COLORS.length;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="${AVATAR_COLORS[hue]}"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="#fff">${initials(name).replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
