import { canManageRoles } from '@gatherly/shared';
import { loadedOnRender } from '@gatherly/shared/ui';
import { Card, Flex, Skeleton } from 'antd';
import type { CardsBelowTheFoldProps } from './cards-below-the-fold';

/** Each card's title and about as many skeleton lines as its fields take, so the page keeps its length. */
const PLACEHOLDERS = [
  ['Event Dates', 5],
  ['Essentials', 6],
  ['Questions for guests', 3],
  ['Branding and Theme', 7],
  ['Role Management', 3],
  ['Data Export', 4],
] as const;

export function Placeholders({ role }: Pick<CardsBelowTheFoldProps, 'role'>) {
  const cards = PLACEHOLDERS.filter(([title]) => title !== 'Role Management' || canManageRoles(role));
  return (
    <Flex vertical gap={16} role="status" aria-label="Loading more settings" aria-busy>
      {cards.map(([title, rows]) => (
        <Card key={title} title={title}>
          <Skeleton active title={false} paragraph={{ rows }} />
        </Card>
      ))}
    </Flex>
  );
}

/**
 * The settings cards under Basic Information, requested as the page opens but in a chunk of their own:
 * measured, their antd components (a searchable time-zone select, colour pickers, role selects) in the
 * page's own chunk delay its first paint by a second on a phone (docs/performance.md).
 */
export const LowerCards = loadedOnRender<CardsBelowTheFoldProps>(
  () => import('./cards-below-the-fold').then(({ CardsBelowTheFold }) => CardsBelowTheFold),
  ({ role }) => <Placeholders role={role} />,
);
