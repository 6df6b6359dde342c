import { Avatar } from 'antd';

const PALETTE = ['#6236ff', '#14b8a6', '#f59e0b', '#ef4444', '#0ea5e9', '#8b5cf6', '#10b981', '#f97316'];

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The fallback logo: an avatar generated from the event name, the same colour for the same name. */
export function generatedLogo(name: string): string {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="${PALETTE[hue]}"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="#fff">${initials(name).replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function EventLogo({ name, logo, size = 40 }: { name: string; logo?: string | null; size?: number }) {
  return <Avatar shape="square" size={size} src={logo || generatedLogo(name)} alt={`${name} logo`} />;
}

export function UserAvatar({ name, photoURL, size = 32 }: { name: string; photoURL?: string | null; size?: number }) {
  return (
    <Avatar
      size={size}
      src={photoURL || undefined}
      alt={name}
      style={{ background: PALETTE[name.length % PALETTE.length] }}
    >
      {initials(name)}
    </Avatar>
  );
}
