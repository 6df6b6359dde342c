import {
  ChangeMemberRoleDialog,
  EmptyState,
  LoadFailed,
  LoadingCards,
  loadedOnOpen,
  ProfileDialog,
  RoleTag,
  type RoleChange,
  TAG_HUE,
  TintedTag,
} from '@gatherly/shared/ui';
import { SearchOutlined, TeamOutlined, UnorderedListOutlined, UserAddOutlined } from '@ant-design/icons';
import { canChangeRole, canRemove, isAdmin, type Member, useAuth } from '@gatherly/shared';
import { Button, Card, Col, Flex, Input, Row, Typography } from 'antd';
import { type ComponentProps, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMembers } from './common/members-queries';
import { GuestListSection, useMembersView, ViewSwitch } from './guest-list/members-view';
import type { BulkInviteDialog as BulkInviteDialogNow } from './invitations/bulk-invite-dialog';
import { PendingInvitations } from './invitations/pending-invitations';
import type { InviteDialog as InviteDialogNow } from './members/invite-dialog';
import { MemberCard } from './members/member-card';
import { findMembers, roleCounts } from './members/member-rules';
import type { RemoveMemberDialog as RemoveMemberDialogNow } from './members/remove-member-dialog';
import type { PartyDialog as PartyDialogNow } from './parties/party-dialog';

/** The invitation form and the removal confirmation load when first opened, not with the list. */
const InviteDialog = loadedOnOpen<ComponentProps<typeof InviteDialogNow>>(
  () => import('./members/invite-dialog').then(({ InviteDialog }) => InviteDialog),
  ({ open }) => open,
);
const PartyDialog = loadedOnOpen<ComponentProps<typeof PartyDialogNow>>(
  () => import('./parties/party-dialog').then(({ PartyDialog }) => PartyDialog),
  ({ member }) => member !== null,
);
const BulkInviteDialog = loadedOnOpen<ComponentProps<typeof BulkInviteDialogNow>>(
  () => import('./invitations/bulk-invite-dialog').then(({ BulkInviteDialog }) => BulkInviteDialog),
  ({ open }) => open,
);
const RemoveMemberDialog = loadedOnOpen<ComponentProps<typeof RemoveMemberDialogNow>>(
  () => import('./members/remove-member-dialog').then(({ RemoveMemberDialog }) => RemoveMemberDialog),
  ({ member }) => member !== null,
);

/** Event Members (spec section 2), with pending invitations for admins. */
export default function Section() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  const members = useMembers(eventId);
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [bulkInviting, setBulkInviting] = useState(false);
  const [profileOf, setProfileOf] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [partyOf, setPartyOf] = useState<Member | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  const all = members.data ?? [];
  const me = all.find((member) => member.userId === user?.id);
  const counts = roleCounts(all);
  const [view, setView] = useMembersView(isAdmin(me?.role));
  const shown = findMembers(all, search);

  if (view === 'guests') return <GuestListSection eventId={eventId} onChange={setView} />;

  let content;
  if (members.isPending) content = <LoadingCards label="Loading members" />;
  else if (members.isError) content = <LoadFailed what="members" />;
  else if (all.length === 0)
    content = (
      <EmptyState
        icon={<TeamOutlined />}
        title="No Members Yet"
        description="Invite people to join your event and start collaborating"
      />
    );
  else if (shown.length === 0)
    content = (
      <EmptyState icon={<SearchOutlined />} title="No Members Found" description="Try another name or e-mail." />
    );
  else
    content = (
      <Row gutter={[16, 16]}>
        {shown.map((member) => (
          <Col xs={24} lg={12} xl={8} key={member.id}>
            <MemberCard
              member={member}
              onOpen={() => setProfileOf(member)}
              onRemove={canRemove(me, member) ? () => setRemoving(member) : undefined}
              onEditParty={isAdmin(me?.role) ? () => setPartyOf(member) : undefined}
              onChangeRole={
                canChangeRole(me?.role, member.role) ? (role) => setRoleChange({ member, role }) : undefined
              }
            />
          </Col>
        ))}
      </Row>
    );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Event Members
          </Typography.Title>
          {isAdmin(me?.role) && (
            <Flex gap={8} wrap>
              <Button size="large" icon={<UnorderedListOutlined />} onClick={() => setBulkInviting(true)}>
                Bulk Invite
              </Button>
              <Button type="primary" size="large" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
                Invite Member
              </Button>
            </Flex>
          )}
        </Flex>
        {isAdmin(me?.role) && (
          <div style={{ marginTop: 16 }}>
            <ViewSwitch view="members" onChange={setView} />
          </div>
        )}
        <Flex gap={8} wrap style={{ marginBlock: 16 }}>
          <TintedTag hue={TAG_HUE.blue}>Total: {counts.total}</TintedTag>
          <RoleTag role="creator">Creators: {counts.creators}</RoleTag>
          <RoleTag role="admin">Admins: {counts.admins}</RoleTag>
          <RoleTag role="attendee">Attendees: {counts.attendees}</RoleTag>
        </Flex>
        <Input
          allowClear
          size="large"
          prefix={<SearchOutlined />}
          placeholder="Search by name or email"
          aria-label="Search members by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Card>
      {content}
      {isAdmin(me?.role) && <PendingInvitations eventId={eventId} />}
      <InviteDialog eventId={eventId} open={inviting} onClose={() => setInviting(false)} />
      <BulkInviteDialog eventId={eventId} open={bulkInviting} onClose={() => setBulkInviting(false)} />
      <RemoveMemberDialog eventId={eventId} member={removing} onClose={() => setRemoving(null)} />
      <PartyDialog eventId={eventId} member={partyOf} members={all} onClose={() => setPartyOf(null)} />
      <ChangeMemberRoleDialog eventId={eventId} change={roleChange} onClose={() => setRoleChange(null)} />
      {profileOf && <ProfileDialog open userId={profileOf.userId} onClose={() => setProfileOf(null)} />}
    </Flex>
  );
}
