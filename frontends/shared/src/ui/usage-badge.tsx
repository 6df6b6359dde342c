import { RocketOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { BLACK, inkOn, parseHex } from '../theme/contrast';
import type { UsageLevel } from '../subscription/usage';

/** A badge in one of the spec's three looks; its text colour always reaches AA contrast. */
export function UsageBadge({
  level,
  warning = false,
  upgrade = false,
  children,
}: {
  level: UsageLevel;
  warning?: boolean;
  upgrade?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const background = { default: token.colorPrimary, secondary: '#e2e8f0', destructive: '#b91c1c' }[level];
  const text = inkOn(parseHex(background) ?? BLACK);
  return (
    <Tag
      variant="filled"
      style={{ background, color: `rgb(${text.r}, ${text.g}, ${text.b})`, marginInlineEnd: 0 }}
      icon={warning ? <WarningOutlined aria-label="Near the limit" /> : undefined}
    >
      {children}
      {upgrade && <RocketOutlined aria-label="Upgrade available" style={{ marginInlineStart: 6 }} />}
    </Tag>
  );
}
