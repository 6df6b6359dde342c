import { theme } from 'antd';
import type { Key, ReactNode } from 'react';

/**
 * A plain list with a line between rows, as antd's List drew one (deprecated in antd 6.6; its successor,
 * Listy, is a virtual list without this layout). Rows wrap their text: nothing scrolls sideways on a phone.
 */
export function RowList<T>({
  label,
  rows,
  rowKey,
  render,
}: {
  label: string;
  rows: T[];
  rowKey: (row: T) => Key;
  render: (row: T) => ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row, index) => (
        <li
          key={rowKey(row)}
          style={{
            padding: `${token.paddingSM}px 0`,
            minWidth: 0,
            overflowWrap: 'anywhere',
            borderBlockEnd: index < rows.length - 1 ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined,
          }}
        >
          {render(row)}
        </li>
      ))}
    </ul>
  );
}
