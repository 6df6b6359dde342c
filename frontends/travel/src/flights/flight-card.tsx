import { ArrowRightOutlined } from '@ant-design/icons';
import { type Flight, formatMonthDay, formatMonthDayTime } from '@gatherly/shared';
import { TAG_HUE, TintedTag, UserAvatar } from '@gatherly/shared/ui';
import { Card, Flex, Typography } from 'antd';

/** A flight as spec section 2 lists it: route, airline and number, date chip, times, poster. */
export function FlightCard({ flight }: { flight: Flight }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex justify="space-between" align="start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {flight.departure} <ArrowRightOutlined aria-label="to" /> {flight.arrival}
          </Typography.Title>
          <Typography.Text type="secondary">
            {flight.airline} {flight.flightNumber}
          </Typography.Text>
        </div>
        <TintedTag hue={TAG_HUE.blue} style={{ marginInlineEnd: 0 }}>
          {formatMonthDay(flight.departureTime)}
        </TintedTag>
      </Flex>
      <Flex vertical style={{ marginBlock: 12 }}>
        <Typography.Text>Departs {formatMonthDayTime(flight.departureTime)}</Typography.Text>
        <Typography.Text>Arrives {formatMonthDayTime(flight.arrivalTime)}</Typography.Text>
      </Flex>
      <Flex align="center" gap={8}>
        <UserAvatar name={flight.user.displayName} photoURL={flight.user.photoURL} size={28} />
        <Typography.Text>{flight.user.displayName}</Typography.Text>
      </Flex>
    </Card>
  );
}
