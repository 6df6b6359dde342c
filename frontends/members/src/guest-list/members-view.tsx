import { LoadingCards, loadedOnRender } from '@gatherly/shared/ui';
import { Card, Flex, Segmented, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';

export type MembersView = 'members' | 'guests';

/** The guest list's code loads when an admin first opens it. */
const GuestListView = loadedOnRender<{ eventId: string }>(
  () => import('./guest-list-view').then(({ GuestListView }) => GuestListView),
  () => <LoadingCards label="Loading the guest list" />,
);

/** Which view of the section shows: the Guest List is for admins, kept in the address (?view=guests). */
export function useMembersView(admin: boolean): [MembersView, (view: MembersView) => void] {
  const [params, setParams] = useSearchParams();
  const view: MembersView = admin && params.get('view') === 'guests' ? 'guests' : 'members';
  const choose = (next: MembersView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'guests') changed.set('view', 'guests');
        else changed.delete('view');
        return changed;
      },
      { replace: true },
    );
  return [view, choose];
}

export function ViewSwitch({ view, onChange }: { view: MembersView; onChange: (view: MembersView) => void }) {
  return (
    <Segmented<MembersView>
      size="large"
      aria-label="Members or guest list"
      value={view}
      onChange={onChange}
      options={[
        { value: 'members', label: 'Members' },
        { value: 'guests', label: 'Guest List' },
      ]}
    />
  );
}

/** The Guest List view of the members section, with the switch back to the members. */
export function GuestListSection({ eventId, onChange }: { eventId: string; onChange: (view: MembersView) => void }) {
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Guest List
          </Typography.Title>
          <ViewSwitch view="guests" onChange={onChange} />
        </Flex>
      </Card>
      <GuestListView eventId={eventId} />
    </Flex>
  );
}
