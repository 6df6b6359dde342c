import { Tag, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { tintedLabel } from '../theme/event-palette';

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
      variant="filled"
      icon={icon}
      style={{ ...(hue ? tintedLabel(hue, token.colorBgContainer, token.colorText) : {}), ...style }}
    >
      {children}
    </Tag>
  );
}
