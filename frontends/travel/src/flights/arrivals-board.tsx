import { formatMonthDayTime } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { Card, Flex, Typography } from 'antd';
import { type ArrivalGroup, useArrivals } from '../common/travel-queries';
import { useStays } from '../stays/stay-queries';
import { stayNameByUser } from '../stays/stay-rules';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function windowText(group: ArrivalGroup): string {
  const first = formatMonthDayTime(group.firstArrival);
  return group.firstArrival === group.lastArrival ? first : `${first} – ${TIME.format(new Date(group.lastArrival))}`;
}

/** Who lands where and when, and where each sleeps: friends arriving together can share a ride there. */
export function ArrivalsBoard({ eventId }: { eventId: string }) {
  const { data } = useArrivals(eventId);
  const stays = useStays(eventId);
  if (!data || data.groups.length === 0) return null;
  const stayOf = stayNameByUser(stays.data?.stays ?? []);
  return (
    <Card
      title="Arrivals Board"
      size="small"
      extra={<Typography.Text type="secondary">Within {data.windowMinutes / 60} hours</Typography.Text>}
    >
      <Flex component="ul" vertical gap={16} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.groups.map((group) => (
          <li key={`${group.airport}-${group.firstArrival}`}>
            <Flex vertical gap={4}>
              <Flex justify="space-between" wrap gap={8}>
                <Typography.Text strong>{group.airport}</Typography.Text>
                <Typography.Text type="secondary">{windowText(group)}</Typography.Text>
              </Flex>
              <Flex wrap gap={12}>
                {group.flights.map((flight) => (
                  <Flex key={flight.id} align="center" gap={6} style={{ minWidth: 0 }}>
                    <UserAvatar name={flight.user.displayName} photoURL={flight.user.photoURL} size={24} />
                    <div style={{ minWidth: 0 }}>
                      <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                        {flight.user.displayName} · {flight.flightNumber}
                      </Typography.Text>
                      {stayOf.has(flight.userId) && (
                        <div>
                          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                            Stays at {stayOf.get(flight.userId)}
                          </Typography.Text>
                        </div>
                      )}
                    </div>
                  </Flex>
                ))}
              </Flex>
            </Flex>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
