import { useAuth } from '@gatherly/shared';
import { Card, Tabs, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { CarpoolsTab } from './carpools/carpools-tab';
import { useCarpools, useFlights } from './common/travel-queries';
import { FlightsTab } from './flights/flights-tab';

/** Travel Coordination (spec section 2): flights with the arrivals board, and carpools. */
export default function Section() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  const flights = useFlights(eventId);
  const carpools = useCarpools(eventId);

  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Travel Coordination
      </Typography.Title>
      <Tabs
        size="large"
        items={[
          {
            key: 'flights',
            label: `Flights (${flights.data?.length ?? 0})`,
            children: <FlightsTab eventId={eventId} />,
          },
          {
            key: 'carpools',
            label: `Carpools (${carpools.data?.length ?? 0})`,
            children: <CarpoolsTab eventId={eventId} userId={user?.id} />,
          },
        ]}
      />
    </Card>
  );
}
