import { Tag, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { tintedLabel } from '../theme/event-palette';

/** Hues for tags that mean something (antd's preset tags lose their contrast on an event's own colours). */
export const TAG_HUE = {
  blue: '#1d4ed8',
  green: '#15803d',
  orange: '#c2410c',
  magenta: '#c41d7f',
  purple: '#531dab',
} as const;

/**
 * A tag in a hue, tinted over the surface it sits on so that its text reads (AA) in any event's colours;
 * without a hue, antd's neutral tag.
 */
export function TintedTag({
  hue,
  icon,
  style,
  children,
}: {
  hue?: string | null;
  icon?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Tag
      bordered={false}
      icon={icon}
      style={{ ...(hue ? tintedLabel(hue, token.colorBgContainer, token.colorText) : {}), ...style }}
    >
      {children}
    </Tag>
  );
}
