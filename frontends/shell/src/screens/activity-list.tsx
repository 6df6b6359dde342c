import { apiGet, formatMonthDayTime, queryKeys } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Skeleton } from 'antd';
import { Link } from 'react-router-dom';

export interface ActivityEntry {
  id: string;
  type: string;
  text: string;
  at: string;
  link: string;
  who: { id: string; displayName: string; photoURL: string | null } | null;
}

/** The event's real recent activity, newest first (a deliberate deviation: the original showed samples). */
export function ActivityList({ eventId, limit = 20 }: { eventId: string; limit?: number }) {
  const { data, isLoading } = useQuery({
    queryKey: [...queryKeys.activity(eventId), limit],
    queryFn: () => apiGet<{ activity: ActivityEntry[] }>(`/api/events/${eventId}/activity?limit=${limit}`),
  });
  if (isLoading) return <Skeleton active />;
  const entries = data?.activity ?? [];
  if (entries.length === 0) return <Empty description="No activity yet" />;
  return (
    <List
      dataSource={entries}
      renderItem={(entry) => (
        <List.Item key={entry.id}>
          <List.Item.Meta
            avatar={<UserAvatar name={entry.who?.displayName ?? '?'} photoURL={entry.who?.photoURL} />}
            title={<Link to={entry.link}>{entry.text}</Link>}
            description={formatMonthDayTime(entry.at)}
          />
        </List.Item>
      )}
    />
  );
}
