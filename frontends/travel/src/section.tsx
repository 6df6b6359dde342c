import { isAdmin, PHONE_QUERY, useAuth, useCurrentEvent, useMediaQuery } from '@gatherly/shared';
import { Card, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CarpoolsTab } from './carpools/carpools-tab';
import { useCarpools, useFlights } from './common/travel-queries';
import { useStays } from './stays/stay-queries';
import { StaysTab } from './stays/stays-tab';
import { FlightsTab } from './flights/flights-tab';
import { INTENT_PARAM, TAB_PARAM, travelIntent, travelTab } from './common/travel-intent';

/** Travel Coordination (spec section 2): flights with the arrivals board, carpools, and stays. */
export default function Section() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  const flights = useFlights(eventId);
  const carpools = useCarpools(eventId);
  const stays = useStays(eventId);
  const { events } = useCurrentEvent();
  const admin = isAdmin(events?.find((event) => event.id === eventId)?.role);
  // Three tabs fit a 375 px phone side by side only in the smaller size, closer together.
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  // Read once: the dialog a link asked for opens with the section, and a reload does not open it again.
  const [intent] = useState(() => travelIntent(params));
  const tab = travelTab(params, intent);
  useEffect(() => {
    if (!intent) return;
    setParams(
      (current) => {
        current.delete(INTENT_PARAM);
        current.set(TAB_PARAM, travelTab(current, intent));
        return current;
      },
      { replace: true },
    );
  }, [intent, setParams]);
  const setTab = (next: string) => setParams((current) => (current.set(TAB_PARAM, next), current), { replace: true });

  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Travel Coordination
      </Typography.Title>
      <Tabs
        size={phone ? 'middle' : 'large'}
        tabBarGutter={phone ? 16 : undefined}
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'flights',
            label: `Flights (${flights.data?.length ?? 0})`,
            children: <FlightsTab eventId={eventId} userId={user?.id} addingAtFirst={intent === 'flight'} />,
          },
          {
            key: 'carpools',
            label: `Carpools (${carpools.data?.length ?? 0})`,
            children: (
              <CarpoolsTab eventId={eventId} userId={user?.id} admin={admin} creatingAtFirst={intent === 'carpool'} />
            ),
          },
          {
            key: 'stays',
            label: `Stays (${stays.data?.stays.length ?? 0})`,
            children: <StaysTab eventId={eventId} userId={user?.id} admin={admin} />,
          },
        ]}
      />
    </Card>
  );
}
