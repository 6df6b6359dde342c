import { EmptyState, LoadFailed, LoadingCards, loadedOnOpen } from '@gatherly/shared/ui';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { type ComponentProps, useState } from 'react';
import { useFlights } from '../common/travel-queries';
import type { AddFlightDialog as AddFlightDialogNow } from './add-flight-dialog';
import { ArrivalsBoard } from './arrivals-board';
import { FlightCard } from './flight-card';
import { RideSuggestions } from '../rides/ride-suggestions';

/** The form, its date pickers and inputs load when the dialog first opens, not with the section. */
const AddFlightDialog = loadedOnOpen<ComponentProps<typeof AddFlightDialogNow>>(
  () => import('./add-flight-dialog').then(({ AddFlightDialog }) => AddFlightDialog),
  ({ open }) => open,
);

export function FlightsTab({
  eventId,
  userId,
  addingAtFirst = false,
}: {
  eventId: string;
  userId?: string;
  addingAtFirst?: boolean;
}) {
  const [adding, setAdding] = useState(addingAtFirst);
  const flights = useFlights(eventId);

  let content;
  if (flights.isPending) content = <LoadingCards label="Loading flights" />;
  else if (flights.isError) content = <LoadFailed what="flights" />;
  else if (flights.data.length === 0)
    content = (
      <EmptyState
        icon={<SendOutlined />}
        title="No Flights Added"
        description="Share your flight information to coordinate travel with other attendees."
      />
    );
  else
    content = (
      <>
        <RideSuggestions eventId={eventId} userId={userId} />
        <ArrivalsBoard eventId={eventId} />
        <Row gutter={[16, 16]}>
          {flights.data.map((flight) => (
            <Col xs={24} md={12} key={flight.id}>
              <FlightCard flight={flight} />
            </Col>
          ))}
        </Row>
      </>
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Flight
        </Button>
      </Flex>
      {content}
      <AddFlightDialog eventId={eventId} open={adding} onClose={() => setAdding(false)} />
    </Flex>
  );
}
