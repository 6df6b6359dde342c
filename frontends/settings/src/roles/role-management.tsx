import { canChangeRole, type EventDetail, type EventRole, type Member } from '@gatherly/shared';
import { ChangeMemberRoleDialog, type RoleChange, RoleSelect, RoleTag, UserAvatar } from '@gatherly/shared/ui';
import { Card, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

/** A member and their role, shown once: the role selector passed as children, or else a role tag. */
function MemberRow({ member, children }: { member: Member; children?: ReactNode }) {
  return (
    <Flex component="li" justify="space-between" align="center" gap={12} wrap style={{ padding: '8px 0' }}>
      <Flex align="center" gap={12} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <UserAvatar name={member.user.displayName} photoURL={member.user.photoURL} size={40} />
        <Flex vertical style={{ minWidth: 0 }}>
          {/* Wrapped, never cut: on a phone a title tooltip is no way to read the rest. */}
          <Typography.Text strong style={{ overflowWrap: 'break-word' }}>
            {member.user.displayName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {member.user.email}
          </Typography.Text>
        </Flex>
      </Flex>
      {children ?? <RoleTag role={member.role} />}
    </Flex>
  );
}

/**
 * Role Management (creators only): every member with a role selector that asks to confirm where the
 * viewer may change their role, and a role badge otherwise.
 */
export function RoleManagement({ event, viewerRole }: { event: EventDetail; viewerRole: EventRole }) {
  const [change, setChange] = useState<RoleChange | null>(null);
  return (
    <Card title="Role Management">
      <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {event.members.map((member) => (
          <MemberRow key={member.id} member={member}>
            {canChangeRole(viewerRole, member.role) ? (
              <RoleSelect member={member} onChoose={(role) => setChange({ member, role })} style={{ width: 130 }} />
            ) : undefined}
          </MemberRow>
        ))}
      </Flex>
      <ChangeMemberRoleDialog eventId={event.id} change={change} onClose={() => setChange(null)} />
    </Card>
  );
}
