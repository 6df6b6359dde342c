import { DeleteOutlined, EditOutlined, HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMonthDay, formatMonthDayTime } from '@gatherly/shared';
import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type RoomActions, RoomBlock, type Viewer } from './room-block';
import { KIND_LABEL } from './stay-rules';
import type { Sleeper, Stay } from './stay-types';

export interface StayCardActions extends RoomActions {
  onEdit: (stay: Stay) => void;
  onDelete: (stay: Stay) => void;
  onAddRoom: (stay: Stay) => void;
}

/** "Jun 1": a calendar date read as one, whatever the viewer's time zone. */
const calendarDate = (date: string) => formatMonthDay(`${date}T12:00:00`);

const ELSEWHERE = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Details({ stay }: { stay: Stay }) {
  const lines: ReactNode[] = [];
  if (stay.address) lines.push(<Typography.Text key="address">{stay.address}</Typography.Text>);
  if (stay.kind === 'hotel' && (stay.bookingUrl || stay.bookingCode || stay.bookingCutoff))
    lines.push(
      <Flex key="booking" wrap gap="0 12px">
        {stay.bookingUrl && (
          <a href={stay.bookingUrl} {...ELSEWHERE} aria-label={`Booking link for ${stay.name} (opens in a new tab)`}>
            Booking link
          </a>
        )}
        {stay.bookingCode && <Typography.Text>Code {stay.bookingCode}</Typography.Text>}
        {stay.bookingCutoff && <Typography.Text strong>Book by {calendarDate(stay.bookingCutoff)}</Typography.Text>}
      </Flex>,
    );
  if (stay.checkIn || stay.checkOut)
    lines.push(
      <Flex key="dates" wrap gap="0 12px">
        {stay.checkIn && (
          <Typography.Text type="secondary">Check-in {formatMonthDayTime(stay.checkIn)}</Typography.Text>
        )}
        {stay.checkOut && (
          <Typography.Text type="secondary">Check-out {formatMonthDayTime(stay.checkOut)}</Typography.Text>
        )}
      </Flex>,
    );
  return lines.length ? (
    <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
      {lines}
    </Flex>
  ) : null;
}

/** A stay: what and where it is, how to book it, and each room with who sleeps there. */
export function StayCard({
  stay,
  people,
  bedNames,
  viewer,
  busy,
  actions,
  cost,
  comments,
}: {
  stay: Stay;
  people: Sleeper[];
  bedNames: Map<string, string>;
  viewer: Viewer;
  busy: boolean;
  actions: StayCardActions;
  /** The stay's cost line, when costs are on. */
  cost?: ReactNode;
  /** Its comment count and Comments button. */
  comments?: ReactNode;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={8}>
          <div style={{ minWidth: 0 }}>
            <TintedTag icon={<HomeOutlined />} hue={stay.kind === 'hotel' ? TAG_HUE.blue : TAG_HUE.green}>
              {KIND_LABEL[stay.kind]}
            </TintedTag>
            <Typography.Title level={4} style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>
              {stay.name}
            </Typography.Title>
          </div>
          <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
            <Tag style={{ marginInlineEnd: 0 }} aria-label={`${stay.occupied} of ${stay.capacity} beds taken`}>
              {stay.occupied}/{stay.capacity}
            </Tag>
            {viewer.admin && (
              <>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${stay.name}`}
                  onClick={() => actions.onEdit(stay)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete ${stay.name}`}
                  onClick={() => actions.onDelete(stay)}
                />
              </>
            )}
          </Flex>
        </Flex>
        <Details stay={stay} />
        {!stay.membersClaimBeds && !viewer.admin && (
          <Typography.Text type="secondary">The organisers assign the beds here.</Typography.Text>
        )}
        {stay.rooms.map((room) => (
          <RoomBlock
            key={room.id}
            stay={stay}
            room={room}
            people={people}
            bedNames={bedNames}
            viewer={viewer}
            busy={busy}
            actions={actions}
          />
        ))}
        {viewer.admin && (
          <Button icon={<PlusOutlined />} onClick={() => actions.onAddRoom(stay)} style={{ alignSelf: 'start' }}>
            Add a room
          </Button>
        )}
        {cost}
        {comments}
      </Flex>
    </Card>
  );
}
