import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AgeGroup, Member, Party, PartyGuest } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { Alert, Button, Divider, Flex, Input, InputNumber, Modal, Segmented, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { partyName } from './party-name';
import { useParties, usePartyChange } from './party-queries';

const MAX_GUESTS = 10;
const AGE_GROUPS: Array<{ label: string; value: AgeGroup }> = [
  { label: 'Adult', value: 'adult' },
  { label: 'Child', value: 'child' },
];

interface PartyDialogProps {
  eventId: string;
  /** The member whose party is edited; null: closed. */
  member: Member | null;
  members: Member[];
  onClose: () => void;
}

/**
 * An admin's view of one party: how many guests it may bring, who they are, and which members answer
 * together (a couple invited separately is joined here).
 */
export function PartyDialog({ eventId, member, members, onClose }: PartyDialogProps) {
  const parties = useParties(eventId, member !== null);
  const party = parties.data?.find((candidate) => candidate.id === member?.partyId);
  return (
    <Modal
      title={party ? `Party of ${partyName(party)}` : 'Party'}
      open={member !== null}
      onCancel={onClose}
      footer={
        <Button size="large" onClick={onClose}>
          Done
        </Button>
      }
      destroyOnHidden
    >
      {parties.isError && <Alert type="error" message="The party could not be loaded." />}
      {party && <PartyEditor eventId={eventId} party={party} members={members} />}
    </Modal>
  );
}

function PartyEditor({ eventId, party, members }: { eventId: string; party: Party; members: Member[] }) {
  const change = usePartyChange(eventId, party.id);
  const [joining, setJoining] = useState<string | undefined>();
  const inParty = new Set(party.members.map((m) => m.userId));
  const others = members.filter((m) => !inParty.has(m.userId));
  const full = party.guests.length >= party.guestLimit;

  return (
    <Flex vertical gap={16}>
      <section aria-label="Members of the party">
        <Typography.Title level={5}>Who answers together</Typography.Title>
        <Flex vertical gap={8} role="list">
          {party.members.map((person) => (
            <Flex key={person.userId} role="listitem" gap={8} align="center" justify="space-between" wrap>
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <UserAvatar name={person.displayName} photoURL={person.photoURL} size={32} />
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{person.displayName}</Typography.Text>
              </Flex>
              {party.members.length > 1 && (
                <Button
                  onClick={() => change.mutate({ kind: 'separate', userId: person.userId })}
                  disabled={change.isPending}
                >
                  Separate
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
        {others.length > 0 && (
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            <Select
              aria-label="Member to join into this party"
              placeholder="Join another member"
              size="large"
              style={{ flex: '1 1 200px', minWidth: 0 }}
              value={joining}
              onChange={setJoining}
              showSearch
              optionFilterProp="label"
              options={others.map((m) => ({ label: m.user.displayName, value: m.userId }))}
            />
            <Button
              size="large"
              disabled={!joining || change.isPending}
              onClick={() =>
                joining && change.mutate({ kind: 'join', userId: joining }, { onSuccess: () => setJoining(undefined) })
              }
            >
              Join
            </Button>
          </Flex>
        )}
      </section>
      <Divider style={{ margin: 0 }} />
      <section aria-label="Guests of the party">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Guests they may bring
          </Typography.Title>
          <InputNumber
            aria-label="Guests they may bring"
            min={party.guests.length}
            max={MAX_GUESTS}
            size="large"
            value={party.guestLimit}
            onChange={(value) =>
              value !== null && value !== party.guestLimit && change.mutate({ kind: 'guestLimit', guestLimit: value })
            }
          />
        </Flex>
        <Flex vertical gap={8} role="list" style={{ marginBlock: 12 }}>
          {party.guests.length === 0 && <Typography.Text type="secondary">No guests named yet</Typography.Text>}
          {party.guests.map((guest, index) => (
            <GuestRow key={guest.id} guest={guest} index={index} change={change} />
          ))}
        </Flex>
        <Button
          icon={<PlusOutlined />}
          size="large"
          disabled={full || change.isPending}
          onClick={() => change.mutate({ kind: 'addGuest', name: null, ageGroup: 'adult' })}
        >
          Add guest
        </Button>
        {full && party.guestLimit > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            All {party.guestLimit} guests are added. Raise the number to add more.
          </Typography.Paragraph>
        )}
      </section>
    </Flex>
  );
}

function GuestRow({
  guest,
  index,
  change,
}: {
  guest: PartyGuest;
  index: number;
  change: ReturnType<typeof usePartyChange>;
}) {
  const [name, setName] = useState(guest.name ?? '');
  useEffect(() => setName(guest.name ?? ''), [guest.name]);
  const saveName = () => {
    const trimmed = name.trim();
    if (trimmed !== (guest.name ?? ''))
      change.mutate({ kind: 'updateGuest', guestId: guest.id, name: trimmed || null });
  };
  return (
    <Flex role="listitem" gap={8} wrap align="center" style={{ width: '100%' }}>
      <Input
        aria-label={`Name of guest ${index + 1}`}
        placeholder={`Guest ${index + 1} (name later)`}
        maxLength={100}
        size="large"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={saveName}
        onPressEnter={saveName}
        style={{ flex: '1 1 160px', minWidth: 0 }}
      />
      <Segmented
        aria-label={`Age of guest ${index + 1}`}
        options={AGE_GROUPS}
        value={guest.ageGroup}
        onChange={(ageGroup) => change.mutate({ kind: 'updateGuest', guestId: guest.id, ageGroup })}
      />
      <Button
        type="text"
        danger
        size="large"
        icon={<DeleteOutlined />}
        aria-label={`Remove guest ${index + 1}`}
        onClick={() => change.mutate({ kind: 'removeGuest', guestId: guest.id })}
      />
    </Flex>
  );
}
