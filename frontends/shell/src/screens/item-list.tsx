import { Flex, theme, Typography } from 'antd';
import type { Key, ReactNode } from 'react';

/** One line of an ItemList: a title with a line under it, an avatar before them and an extra after. */
export interface ListItem {
  key: Key;
  title: ReactNode;
  description?: ReactNode;
  avatar?: ReactNode;
  extra?: ReactNode;
}

/**
 * A short list of items, as antd's List drew them (a line between items). antd 6.6 deprecated List for
 * Listy, a virtual list without this layout; List also brought its pagination, and with it antd's Select
 * (about 40 KB compressed), to the event dashboard, where no list is paginated.
 */
export function ItemList({ items, empty }: { items: ListItem[]; empty?: ReactNode }) {
  const { token } = theme.useToken();
  if (items.length === 0) return <div style={{ padding: token.padding, textAlign: 'center' }}>{empty}</div>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map(({ key, title, description, avatar, extra }, index) => (
        <li
          key={key}
          style={{
            padding: `${token.paddingSM}px 0`,
            borderBlockEnd: index < items.length - 1 ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined,
          }}
        >
          <Flex gap={token.margin} align="center">
            {avatar}
            <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <div style={{ color: token.colorText }}>{title}</div>
              {description && <Typography.Text type="secondary">{description}</Typography.Text>}
            </div>
            {extra}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
