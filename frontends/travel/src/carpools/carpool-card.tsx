import { ArrowRightOutlined, TeamOutlined } from '@ant-design/icons';
import { type Carpool, formatMonthDayTime } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { passengersText, type SeatAction } from './carpool-rules';

interface CarpoolCardProps {
  carpool: Carpool;
  action: SeatAction;
  /** Whether this card's join or leave is on its way to the server. */
  pending: boolean;
  onJoin: () => void;
  onLeave: () => void;
  /** The carpool's cost line, when costs are on. */
  cost?: ReactNode;
  /** Its comment count and Comments button. */
  comments?: ReactNode;
}

/** A carpool as spec section 2 lists it: route, time, seats chip, driver, Join, and its passengers by name. */
export function CarpoolCard({ carpool, action, pending, onJoin, onLeave, cost, comments }: CarpoolCardProps) {
  const passengers = passengersText(carpool.passengers.length);
  const full = carpool.currentSeats >= carpool.maxSeats;
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex justify="space-between" align="start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {carpool.fromLocation} <ArrowRightOutlined aria-label="to" /> {carpool.toLocation}
          </Typography.Title>
          <Typography.Text type="secondary">{formatMonthDayTime(carpool.departureTime)}</Typography.Text>
        </div>
        <Tag
          icon={<TeamOutlined />}
          color={full ? 'default' : 'geekblue'}
          style={{ marginInlineEnd: 0 }}
          aria-label={`${carpool.currentSeats} of ${carpool.maxSeats} seats taken`}
        >
          {carpool.currentSeats}/{carpool.maxSeats}
        </Tag>
      </Flex>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginTop: 12 }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <UserAvatar name={carpool.driver.displayName} photoURL={carpool.driver.photoURL} size={28} />
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>
            {carpool.driver.displayName} <Typography.Text type="secondary">driving</Typography.Text>
          </Typography.Text>
        </Flex>
        {action === 'join' && (
          <Button type="primary" size="large" onClick={onJoin} disabled={pending}>
            {pending ? 'Joining...' : 'Join'}
          </Button>
        )}
        {action === 'leave' && (
          <Button size="large" onClick={onLeave} disabled={pending}>
            {pending ? 'Leaving...' : 'Leave'}
          </Button>
        )}
      </Flex>
      {passengers && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{passengers}</Typography.Text>
          <Flex
            component="ul"
            aria-label="Passengers"
            wrap
            gap="4px 12px"
            style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}
          >
            {carpool.passengers.map((passenger) => (
              <Flex component="li" key={passenger.userId} align="center" gap={6} style={{ minWidth: 0 }}>
                <UserAvatar name={passenger.displayName} photoURL={passenger.photoURL} size={24} />
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{passenger.displayName}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        </div>
      )}
      {cost}
      {comments && <div style={{ marginTop: 12 }}>{comments}</div>}
    </Card>
  );
}
