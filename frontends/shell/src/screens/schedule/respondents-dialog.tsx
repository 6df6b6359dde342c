import type { ScheduleItem } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { List, Modal, Typography } from 'antd';
import { useRespondents } from './schedule-queries';

/** Everyone going or maybe to a schedule item, in two lists. */
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
  ].filter((group) => group.people.length > 0);
  return (
    <Modal title={`Who's Coming: ${item.title}`} open={open} onCancel={onClose} footer={null}>
      {respondents.isLoading ? (
        <List loading dataSource={[]} />
      ) : (
        groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Typography.Title level={5}>{`${group.title} (${group.people.length})`}</Typography.Title>
            <List
              dataSource={group.people}
              renderItem={(person) => (
                <List.Item>
                  <List.Item.Meta
                    avatar={<UserAvatar name={person.displayName} photoURL={person.photoURL} />}
                    title={person.displayName}
                  />
                </List.Item>
              )}
            />
          </section>
        ))
      )}
    </Modal>
  );
}
