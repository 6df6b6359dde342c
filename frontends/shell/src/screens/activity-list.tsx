import { apiGet, formatMonthDayTime, queryKeys } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { type ActivityEntry, groupActivity } from './activity-grouping';
import { ItemList } from './item-list';

export type { ActivityEntry } from './activity-grouping';

/** Who did it, for entries whose account has been deleted. */
const FORMER_MEMBER = 'A former member';

/** The most entries the API answers at once. */
const ACTIVITY_PAGE_MAX = 100;
/** Entries read per line shown, since repeated actions share a line. */
const ENTRIES_PER_LINE = 4;

/**
 * The event's real recent activity, newest first (a deliberate deviation: the original showed samples).
 * Each line names the person, with their avatar; repeated actions close in time share one line.
 * `limit` counts lines: enough entries are read to fill them even when many fold into one.
 */
export function ActivityList({ eventId, limit = 20 }: { eventId: string; limit?: number }) {
  const entries = Math.min(ACTIVITY_PAGE_MAX, limit * ENTRIES_PER_LINE);
  const { data, isLoading } = useQuery({
    queryKey: [...queryKeys.activity(eventId), entries],
    queryFn: () => apiGet<{ activity: ActivityEntry[] }>(`/api/events/${eventId}/activity?limit=${entries}`),
  });
  if (isLoading) return <Skeleton active />;
  const groups = groupActivity(data?.activity ?? []).slice(0, limit);
  if (groups.length === 0) return <Empty description="No activity yet" />;
  return (
    <ItemList
      items={groups.map((group) => {
        const name = group.who?.displayName ?? FORMER_MEMBER;
        return {
          key: group.key,
          avatar: <UserAvatar name={name} photoURL={group.who?.photoURL} />,
          title: (
            <Link to={group.link}>
              <strong>{name}</strong> <span style={{ fontWeight: 'normal' }}>{group.text}</span>
            </Link>
          ),
          description: formatMonthDayTime(group.at),
        };
      })}
    />
  );
}
