import { CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { UserAvatar } from '@gatherly/shared/ui';
import { Button, Flex, Select, Tag, theme, Typography } from 'antd';
import { freeBeds, freeBedsText, mayHandle, parseSleeperKey, partyGuests, sleeperKey, sleeperRef } from './stay-rules';
import type { Sleeper, SleeperRef, Stay, StayRoom } from './stay-types';

export interface Viewer {
  userId: string | undefined;
  partyId: string | undefined;
  admin: boolean;
}

export interface RoomActions {
  onPut: (roomId: string, who: SleeperRef) => void;
  onFree: (roomId: string, who: SleeperRef) => void;
  onEditRoom: (stay: Stay, room: StayRoom) => void;
  onDeleteRoom: (room: StayRoom) => void;
}

interface RoomBlockProps {
  stay: Stay;
  room: StayRoom;
  /** Everyone in the event, for an admin's "Put someone here". */
  people: Sleeper[];
  /** Where each person sleeps now, by sleeperKey, so a choice says it moves them. */
  bedNames: Map<string, string>;
  viewer: Viewer;
  /** While a bed change is on its way, the room's buttons wait. */
  busy: boolean;
  actions: RoomActions;
}

function Occupant({
  sleeper,
  removable,
  itsMe,
  busy,
  onRemove,
}: {
  sleeper: Sleeper;
  removable: boolean;
  itsMe: boolean;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <Flex component="li" align="center" gap={8} style={{ minWidth: 0 }}>
      <UserAvatar name={sleeper.displayName} photoURL={sleeper.photoURL} size={28} />
      <Typography.Text style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
        {sleeper.displayName}
        {sleeper.ageGroup === 'child' && (
          <Tag bordered={false} style={{ marginInlineStart: 6 }}>
            Child
          </Tag>
        )}
      </Typography.Text>
      {removable &&
        (itsMe ? (
          <Button size="small" onClick={onRemove} disabled={busy}>
            Leave this bed
          </Button>
        ) : (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={`Remove ${sleeper.displayName}`}
            onClick={onRemove}
            disabled={busy}
          />
        ))}
    </Flex>
  );
}

/** A room: its beds, who sleeps there, its free beds as empty slots, and what the viewer may do there. */
export function RoomBlock({ stay, room, people, bedNames, viewer, busy, actions }: RoomBlockProps) {
  const { token } = theme.useToken();
  const free = freeBeds(room);
  const here = new Set(room.occupants.map(sleeperKey));
  const claims = stay.membersClaimBeds && !viewer.admin && Boolean(viewer.userId);
  const iAmHere = room.occupants.some((occupant) => occupant.userId === viewer.userId);
  const iHaveABed = viewer.userId ? bedNames.has(`user:${viewer.userId}`) : false;
  const guests = partyGuests(people, viewer.partyId).filter((guest) => !here.has(sleeperKey(guest)));
  const others = people.filter((person) => !here.has(sleeperKey(person)));
  const option = (person: Sleeper) => ({
    value: sleeperKey(person),
    label: bedNames.has(sleeperKey(person))
      ? `${person.displayName} (now in ${bedNames.get(sleeperKey(person))})`
      : person.displayName,
  });

  return (
    <section
      aria-label={room.name}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 12 }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {room.name}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {[room.beds, `Sleeps ${room.capacity}`, freeBedsText(free)].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </div>
        {viewer.admin && (
          <Flex gap={4} style={{ flexShrink: 0 }}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit room ${room.name}`}
              onClick={() => actions.onEditRoom(stay, room)}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete room ${room.name}`}
              onClick={() => actions.onDeleteRoom(room)}
            />
          </Flex>
        )}
      </Flex>
      <Flex component="ul" vertical gap={6} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
        {room.occupants.map((sleeper) => (
          <Occupant
            key={sleeperKey(sleeper)}
            sleeper={sleeper}
            removable={mayHandle(stay, sleeper, viewer)}
            itsMe={Boolean(viewer.userId) && sleeper.userId === viewer.userId}
            busy={busy}
            onRemove={() => actions.onFree(room.id, sleeperRef(sleeper))}
          />
        ))}
        {Array.from({ length: free }, (_, slot) => (
          <li
            key={`free-${slot}`}
            aria-label="Free bed"
            style={{
              border: `1px dashed ${token.colorBorder}`,
              borderRadius: token.borderRadiusSM,
              padding: '4px 8px',
              color: token.colorTextSecondary,
            }}
          >
            Free bed
          </li>
        ))}
      </Flex>
      {free > 0 && (
        <Flex wrap gap={8} style={{ marginTop: 8 }}>
          {claims && !iAmHere && viewer.userId && (
            <Button type="primary" disabled={busy} onClick={() => actions.onPut(room.id, { userId: viewer.userId! })}>
              {iHaveABed ? 'Move here' : 'Take a bed'}
            </Button>
          )}
          {claims && guests.length > 0 && (
            <Select
              aria-label={`Add a guest to ${room.name}`}
              placeholder="Add a guest here"
              value={null}
              disabled={busy}
              style={{ minWidth: 180, maxWidth: '100%' }}
              options={guests.map(option)}
              onChange={(key: string) => actions.onPut(room.id, parseSleeperKey(key))}
            />
          )}
          {viewer.admin && others.length > 0 && (
            <Select
              aria-label={`Put someone in ${room.name}`}
              placeholder="Put someone here"
              value={null}
              showSearch={{ optionFilterProp: 'label' }}
              disabled={busy}
              style={{ minWidth: 200, maxWidth: '100%' }}
              options={others.map(option)}
              onChange={(key: string) => actions.onPut(room.id, parseSleeperKey(key))}
            />
          )}
        </Flex>
      )}
    </section>
  );
}
