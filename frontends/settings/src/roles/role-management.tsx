import { apiRequest, type EventDetail, type Member, queryKeys } from '@gatherly/shared';
import { UserAvatar, useNotify } from '@gatherly/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SETTINGS_TOASTS } from '../settings-toasts';
import { ChangeRoleDialog, type RoleChange } from './change-role-dialog';
import { type AssignableRole, canChangeRole, ROLE_LABEL } from './role-rules';

const ROLE_COLOUR = { creator: 'purple', admin: 'blue', attendee: 'default' } as const;

function useChangeRole(eventId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ member, role }: RoleChange) =>
      apiRequest('PATCH', `/api/events/${eventId}/members/${member.userId}/role`, { role }),
    onSuccess: () => {
      notify(SETTINGS_TOASTS.roleUpdated);
      for (const key of [queryKeys.event(eventId), queryKeys.members(eventId), queryKeys.activity(eventId)])
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notify(SETTINGS_TOASTS.roleFailed(error)),
  });
}

function MemberRow({ member, onChoose }: { member: Member; onChoose: (role: AssignableRole) => void }) {
  return (
    <Flex component="li" justify="space-between" align="center" gap={12} wrap style={{ padding: '8px 0' }}>
      <Flex align="center" gap={12} style={{ minWidth: 0, flex: '1 1 200px' }}>
        <UserAvatar name={member.user.displayName} photoURL={member.user.photoURL} size={40} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {member.user.displayName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {member.user.email}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex align="center" gap={8}>
        <Tag color={ROLE_COLOUR[member.role]}>{ROLE_LABEL[member.role]}</Tag>
        {canChangeRole(member.role) && (
          <Select
            aria-label={`Role of ${member.user.displayName}`}
            value={member.role}
            onChange={(role) => role !== member.role && onChoose(role as AssignableRole)}
            options={[
              { label: 'Admin', value: 'admin' },
              { label: 'Attendee', value: 'attendee' },
            ]}
            style={{ width: 130 }}
          />
        )}
      </Flex>
    </Flex>
  );
}

/** Role Management (creators only): every member with a role badge and, for non-creators, a role selector. */
export function RoleManagement({ event }: { event: EventDetail }) {
  const [change, setChange] = useState<RoleChange | null>(null);
  const changeRole = useChangeRole(event.id);
  return (
    <Card title="Role Management">
      <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {event.members.map((member) => (
          <MemberRow key={member.id} member={member} onChoose={(role) => setChange({ member, role })} />
        ))}
      </Flex>
      <ChangeRoleDialog
        change={change}
        updating={changeRole.isPending}
        onCancel={() => setChange(null)}
        onConfirm={() => change && changeRole.mutate(change, { onSettled: () => setChange(null) })}
      />
    </Card>
  );
}
