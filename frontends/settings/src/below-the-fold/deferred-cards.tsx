import { canManageRoles } from '@gatherly/shared';
import { loadedOnRender } from '@gatherly/shared/ui';
import { Card, Flex, Skeleton } from 'antd';
import { useRef } from 'react';
import type { CardsBelowTheFoldProps } from './cards-below-the-fold';
import { useWantedSoon } from './use-wanted-soon';

/** Each card's title and about as many skeleton lines as its fields take, so the page keeps its length. */
const PLACEHOLDERS = [
  ['Event Dates', 5],
  ['Branding and Theme', 7],
  ['Role Management', 3],
  ['Data Export', 4],
] as const;

/**
 * Placeholders shimmer only while their cards load: waiting below the fold for the person to come, they
 * stand still, as an endless animation would keep the phone redrawing a page nobody is touching.
 */
function Placeholders({ role, loading }: Pick<CardsBelowTheFoldProps, 'role'> & { loading: boolean }) {
  const cards = PLACEHOLDERS.filter(([title]) => title !== 'Role Management' || canManageRoles(role));
  return (
    <Flex vertical gap={16} role="status" aria-label="Loading more settings" aria-busy={loading}>
      {cards.map(([title, rows]) => (
        <Card key={title} title={title}>
          <Skeleton active={loading} title={false} paragraph={{ rows }} />
        </Card>
      ))}
    </Flex>
  );
}

const LoadedCards = loadedOnRender<CardsBelowTheFoldProps>(
  () => import('./cards-below-the-fold').then(({ CardsBelowTheFold }) => CardsBelowTheFold),
  ({ role }) => <Placeholders role={role} loading />,
);

/**
 * The settings cards below the fold, loaded once wanted (see useWantedSoon): their antd components (a
 * searchable time-zone select, colour pickers, role selects) weigh as much as the rest of the page, and
 * Settings opens on the banner and the event's name; the rest loads as the person goes on.
 */
export function DeferredCards(props: CardsBelowTheFoldProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder);
  if (wanted) return <LoadedCards {...props} />;
  return (
    <div ref={placeholder}>
      <Placeholders role={props.role} loading={false} />
    </div>
  );
}
