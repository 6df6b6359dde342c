import { CalendarOutlined } from '@ant-design/icons';
import { ROLE_LABEL } from '@gatherly/shared';
import { EmptyState } from '@gatherly/shared/ui';
import { Card, Typography } from 'antd';
import { formatBytes, formatInstant } from '../common/admin-wording';
import { RowList } from '../common/row-list';
import type { UserEvent } from '../common/admin-types';

const roleOf = (event: UserEvent) => (event.createdByUser ? ROLE_LABEL.creator : ROLE_LABEL[event.role]);

/** The events a user belongs to, with what each holds: what deleting the user would take with them. */
export function UserEvents({ events }: { events: UserEvent[] }) {
  return (
    <Card title={`Events (${events.length})`} styles={{ body: { paddingBlock: events.length ? 0 : undefined } }}>
      {events.length === 0 ? (
        <EmptyState icon={<CalendarOutlined />} title="No events" description="They belong to no event." />
      ) : (
        <RowList
          label="Their events"
          rows={events}
          rowKey={(event) => event.id}
          render={(event) => (
            <>
              <Typography.Text strong>{event.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {roleOf(event)} · {event.members} {event.members === 1 ? 'member' : 'members'} · {event.photos}{' '}
                {event.photos === 1 ? 'photo' : 'photos'} · {formatBytes(event.storageBytes)} · created{' '}
                {formatInstant(event.createdAt)}
              </Typography.Text>
            </>
          )}
        />
      )}
    </Card>
  );
}
