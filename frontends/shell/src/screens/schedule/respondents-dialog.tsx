import type { ScheduleItem } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { Modal, Skeleton, Typography } from 'antd';
import { ItemList } from '../item-list';
import { useRespondents } from './schedule-queries';

/** Everyone who answered a schedule item, a list per answer. */
export function RespondentsDialog({
  eventId,
  item,
  open,
  onClose,
}: {
  eventId: string;
  item: ScheduleItem;
  open: boolean;
  onClose: () => void;
}) {
  const respondents = useRespondents(eventId, item.id, open);
  const groups = [
    { title: 'Going', people: respondents.data?.going ?? [] },
    { title: 'Maybe', people: respondents.data?.maybe ?? [] },
    { title: 'Not Going', people: respondents.data?.notGoing ?? [] },
  ].filter((group) => group.people.length > 0);
  return (
    <Modal title={`Who Answered: ${item.title}`} open={open} onCancel={onClose} footer={null}>
      {respondents.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : (
        groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Typography.Title level={5}>{`${group.title} (${group.people.length})`}</Typography.Title>
            <ItemList
              items={group.people.map((person) => ({
                key: person.id,
                avatar: <UserAvatar name={person.displayName} photoURL={person.photoURL} />,
                title: person.displayName,
              }))}
            />
          </section>
        ))
      )}
    </Modal>
  );
}
