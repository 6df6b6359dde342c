import { Avatar } from 'antd';
import { AVATAR_COLORS, generatedLogo, initials } from '../theme/generated-logo';

/** A logo or avatar keeps its size in a row of flex items: a long name beside it must not squeeze it. */
const FIXED_SIZE = { flex: 'none' } as const;

export function EventLogo({ name, logo, size = 40 }: { name: string; logo?: string | null; size?: number }) {
  return (
    <Avatar shape="square" size={size} src={logo || generatedLogo(name)} alt={`${name} logo`} style={FIXED_SIZE} />
  );
}

/**
 * A member's photo, or their initials. The initials go in as the avatar's icon, not its text: antd measures
 * an avatar's text to scale it down, which forces the browser to lay out the whole page in the middle of
 * the first render (tens of milliseconds on a slow phone), and two letters always fit.
 */
export function UserAvatar({ name, photoURL, size = 32 }: { name: string; photoURL?: string | null; size?: number }) {
  return (
    <Avatar
      size={size}
      src={photoURL || undefined}
      alt={name}
      icon={<span>{initials(name)}</span>}
      style={{ ...FIXED_SIZE, background: AVATAR_COLORS[name.length % AVATAR_COLORS.length] }}
    />
  );
}

/** Where a member's avatar will be while their profile loads: the same box, in the theme's neutral fill. */
export function AvatarPlaceholder({ size = 32 }: { size?: number }) {
  return <Avatar size={size} style={{ ...FIXED_SIZE, background: 'var(--ant-color-fill-secondary)' }} />;
}
