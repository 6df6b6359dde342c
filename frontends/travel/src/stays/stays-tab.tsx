import { HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { EmptyState, LoadFailed, LoadingCards, loadedOnOpen, useConfirm } from '@gatherly/shared/ui';
import { Button, Col, Flex, Row, Segmented } from 'antd';
import { type ComponentProps, useState } from 'react';
import { CommentsDrawer, CommentsFooter, useOpenComments } from '../common/subject-comments';
import { PlanCost } from '../costs/plan-cost';
import type { RoomDialog as RoomDialogNow } from './room-dialog';
import { StayCard, type StayCardActions } from './stay-card';
import type { StayDialog as StayDialogNow } from './stay-dialog';
import { useDeleteRoom, useDeleteStay, useFreeBed, usePutInBed, useStays } from './stay-queries';
import { bedNames, everyone, findMe } from './stay-rules';
import type { Stay, StayRoom } from './stay-types';
import { WhoSleepsWhere } from './who-sleeps-where';

/** The forms load when a dialog first opens, not with the section. */
const StayDialog = loadedOnOpen<ComponentProps<typeof StayDialogNow>>(
  () => import('./stay-dialog').then(({ StayDialog }) => StayDialog),
  ({ open }) => open,
);
const RoomDialog = loadedOnOpen<ComponentProps<typeof RoomDialogNow>>(
  () => import('./room-dialog').then(({ RoomDialog }) => RoomDialog),
  ({ open }) => open,
);

type View = 'stays' | 'beds';

/** Where the group sleeps: the stays with their rooms, or who sleeps where at a glance. */
export function StaysTab({ eventId, userId, admin }: { eventId: string; userId: string | undefined; admin: boolean }) {
  const stays = useStays(eventId);
  const put = usePutInBed(eventId);
  const free = useFreeBed(eventId);
  const deleteStay = useDeleteStay(eventId);
  const deleteRoom = useDeleteRoom(eventId);
  const confirm = useConfirm();
  const [view, setView] = useState<View>('stays');
  const [stayDialog, setStayDialog] = useState<{ open: boolean; stay: Stay | null }>({ open: false, stay: null });
  const [roomDialog, setRoomDialog] = useState<{ open: boolean; stay: Stay | null; room: StayRoom | null }>({
    open: false,
    stay: null,
    room: null,
  });
  const busy = put.isPending || free.isPending;
  const [commentsOn, openComments] = useOpenComments('stay');
  const commented = stays.data?.stays.find((stay) => stay.id === commentsOn);

  const actions: StayCardActions = {
    onPut: (roomId, who) => put.mutate({ roomId, who }),
    onFree: (roomId, who) => free.mutate({ roomId, who }),
    onEdit: (stay) => setStayDialog({ open: true, stay }),
    onDelete: (stay) =>
      confirm({
        title: `Delete ${stay.name}?`,
        content: 'Its rooms go with it, and everyone in them is left without a bed.',
        okText: 'Delete',
        okButtonProps: { danger: true },
        onOk: () => deleteStay.mutateAsync(stay.id),
      }),
    onAddRoom: (stay) => setRoomDialog({ open: true, stay, room: null }),
    onEditRoom: (stay, room) => setRoomDialog({ open: true, stay, room }),
    onDeleteRoom: (room) =>
      confirm({
        title: `Delete ${room.name}?`,
        content: 'Everyone in it is left without a bed.',
        okText: 'Delete',
        okButtonProps: { danger: true },
        onOk: () => deleteRoom.mutateAsync(room.id),
      }),
  };

  let content;
  if (stays.isPending) content = <LoadingCards label="Loading stays" />;
  else if (stays.isError) content = <LoadFailed what="stays" />;
  else if (stays.data.stays.length === 0)
    content = (
      <EmptyState
        icon={<HomeOutlined />}
        title="No stays yet"
        description={
          admin
            ? 'Add where the group sleeps: a hotel block or a rental, with its rooms.'
            : 'Where the group sleeps shows here once the organisers add it.'
        }
      />
    );
  else {
    const { stays: list, withoutBed } = stays.data;
    const people = everyone(list, withoutBed);
    const me = findMe(list, withoutBed, userId);
    const viewer = { userId, partyId: me?.partyId, admin };
    const beds = bedNames(list);
    content =
      view === 'beds' ? (
        <WhoSleepsWhere stays={list} withoutBed={withoutBed} admin={admin} busy={busy} onPut={actions.onPut} />
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((stay) => (
            <Col xs={24} lg={12} key={stay.id}>
              <StayCard
                stay={stay}
                people={people}
                bedNames={beds}
                viewer={viewer}
                busy={busy}
                actions={actions}
                cost={<PlanCost eventId={eventId} link={{ stayId: stay.id }} canAdd={admin} />}
                comments={
                  <CommentsFooter
                    eventId={eventId}
                    kind="stay"
                    subjectId={stay.id}
                    title={stay.name}
                    onOpen={() => openComments(stay.id)}
                  />
                }
              />
            </Col>
          ))}
        </Row>
      );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<View>
          aria-label="Show"
          value={view}
          onChange={setView}
          options={[
            { value: 'stays', label: 'Stays' },
            { value: 'beds', label: 'Who sleeps where' },
          ]}
        />
        {admin && (
          <Button
            type="primary"
            size="large"
            icon={<PlusOutlined />}
            onClick={() => setStayDialog({ open: true, stay: null })}
          >
            Add a stay
          </Button>
        )}
      </Flex>
      {content}
      <StayDialog
        eventId={eventId}
        stay={stayDialog.stay}
        open={stayDialog.open}
        onClose={() => setStayDialog((current) => ({ ...current, open: false }))}
      />
      <RoomDialog
        eventId={eventId}
        stay={roomDialog.stay}
        room={roomDialog.room}
        open={roomDialog.open}
        onClose={() => setRoomDialog((current) => ({ ...current, open: false }))}
      />
      <CommentsDrawer
        eventId={eventId}
        subject={commented ? { kind: 'stay', id: commented.id, title: commented.name } : null}
        onClose={() => openComments(null)}
      />
    </Flex>
  );
}
