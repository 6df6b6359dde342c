import type { Carpool } from '@gatherly/shared';
import { EmptyState, LoadFailed, LoadingCards, loadedOnOpen } from '@gatherly/shared/ui';
import { CarOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { type ComponentProps, useState } from 'react';
import { CommentsDrawer, CommentsFooter, useOpenComments } from '../common/subject-comments';
import { useCarpools, useCarpoolSeat } from '../common/travel-queries';
import { PlanCost } from '../costs/plan-cost';
import { CarpoolCard } from './carpool-card';
import type { CreateCarpoolDialog as CreateCarpoolDialogNow } from './create-carpool-dialog';
import { seatAction } from './carpool-rules';

/** A carpool as its comments name it. */
const routeOf = (carpool: Carpool) => `${carpool.fromLocation} to ${carpool.toLocation}`;

/** The form, its date pickers and inputs load when the dialog first opens, not with the section. */
const CreateCarpoolDialog = loadedOnOpen<ComponentProps<typeof CreateCarpoolDialogNow>>(
  () => import('./create-carpool-dialog').then(({ CreateCarpoolDialog }) => CreateCarpoolDialog),
  ({ open }) => open,
);

export function CarpoolsTab({
  eventId,
  userId,
  admin = false,
  creatingAtFirst = false,
}: {
  eventId: string;
  userId: string | undefined;
  admin?: boolean;
  creatingAtFirst?: boolean;
}) {
  const [creating, setCreating] = useState(creatingAtFirst);
  const carpools = useCarpools(eventId);
  const join = useCarpoolSeat(eventId, 'join');
  const leave = useCarpoolSeat(eventId, 'leave');
  const [commentsOn, openComments] = useOpenComments('carpool');
  const commented = carpools.data?.find((carpool) => carpool.id === commentsOn);

  let content;
  if (carpools.isPending) content = <LoadingCards label="Loading carpools" />;
  else if (carpools.isError) content = <LoadFailed what="carpools" />;
  else if (carpools.data.length === 0)
    content = (
      <EmptyState
        icon={<CarOutlined />}
        title="No Carpools Created"
        description="Create or join carpools to coordinate transportation with other attendees."
      />
    );
  else
    content = (
      <Row gutter={[16, 16]}>
        {carpools.data.map((carpool) => (
          <Col xs={24} md={12} key={carpool.id}>
            <CarpoolCard
              carpool={carpool}
              action={seatAction(carpool, userId)}
              pending={
                (join.isPending && join.variables === carpool.id) || (leave.isPending && leave.variables === carpool.id)
              }
              onJoin={() => join.mutate(carpool.id)}
              onLeave={() => leave.mutate(carpool.id)}
              cost={
                <PlanCost
                  eventId={eventId}
                  link={{ carpoolId: carpool.id }}
                  canAdd={admin || carpool.driverId === userId}
                  style={{ marginTop: 12 }}
                />
              }
              comments={
                <CommentsFooter
                  eventId={eventId}
                  kind="carpool"
                  subjectId={carpool.id}
                  title={routeOf(carpool)}
                  onOpen={() => openComments(carpool.id)}
                />
              }
            />
          </Col>
        ))}
      </Row>
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create Carpool
        </Button>
      </Flex>
      {content}
      <CreateCarpoolDialog eventId={eventId} open={creating} onClose={() => setCreating(false)} />
      <CommentsDrawer
        eventId={eventId}
        subject={commented ? { kind: 'carpool', id: commented.id, title: routeOf(commented) } : null}
        onClose={() => openComments(null)}
      />
    </Flex>
  );
}
