import { UserAvatar } from '@gatherly/shared/ui';
import { Card, Flex, Select, Typography } from 'antd';
import { freeBeds, sleeperKey, sleeperRef } from './stay-rules';
import type { Sleeper, SleeperRef, Stay } from './stay-types';

function Person({ sleeper }: { sleeper: Sleeper }) {
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <UserAvatar name={sleeper.displayName} photoURL={sleeper.photoURL} size={24} />
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{sleeper.displayName}</Typography.Text>
    </Flex>
  );
}

/** Every room and its people, then everyone without a bed; an admin assigns a bed from that list. */
export function WhoSleepsWhere({
  stays,
  withoutBed,
  admin,
  busy,
  onPut,
}: {
  stays: Stay[];
  withoutBed: Sleeper[];
  admin: boolean;
  busy: boolean;
  onPut: (roomId: string, who: SleeperRef) => void;
}) {
  const roomsWithRoom = stays.flatMap((stay) =>
    stay.rooms
      .filter((room) => freeBeds(room) > 0)
      .map((room) => ({ value: room.id, label: `${room.name}, ${stay.name} (${freeBeds(room)} free)` })),
  );
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={`No bed yet (${withoutBed.length})`}>
        {withoutBed.length === 0 ? (
          <Typography.Text type="secondary">Everyone has a bed.</Typography.Text>
        ) : (
          <Flex
            component="ul"
            vertical
            gap={8}
            aria-label="No bed yet"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {withoutBed.map((sleeper) => (
              <Flex component="li" key={sleeperKey(sleeper)} wrap align="center" justify="space-between" gap={8}>
                <Person sleeper={sleeper} />
                {admin && roomsWithRoom.length > 0 && (
                  <Select
                    aria-label={`Assign ${sleeper.displayName} to a room`}
                    placeholder="Assign a room"
                    value={null}
                    disabled={busy}
                    style={{ minWidth: 180, maxWidth: '100%' }}
                    options={roomsWithRoom}
                    onChange={(roomId: string) => onPut(roomId, sleeperRef(sleeper))}
                  />
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
      {stays.map((stay) => (
        <Card size="small" key={stay.id} title={<span style={{ whiteSpace: 'normal' }}>{stay.name}</span>}>
          <Flex vertical gap={12}>
            {stay.rooms.map((room) => (
              <div key={room.id}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {room.name}{' '}
                  <Typography.Text type="secondary">
                    {room.occupants.length}/{room.capacity}
                  </Typography.Text>
                </Typography.Text>
                <Flex
                  component="ul"
                  aria-label={`Sleeping in ${room.name}, ${stay.name}`}
                  wrap
                  gap="4px 12px"
                  style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}
                >
                  {room.occupants.length === 0 && (
                    <li>
                      <Typography.Text type="secondary">Nobody yet</Typography.Text>
                    </li>
                  )}
                  {room.occupants.map((sleeper) => (
                    <li key={sleeperKey(sleeper)} style={{ minWidth: 0 }}>
                      <Person sleeper={sleeper} />
                    </li>
                  ))}
                </Flex>
              </div>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
