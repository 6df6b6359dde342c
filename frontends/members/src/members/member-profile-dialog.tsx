import { apiGet, formatMonthDayYear, type Member, queryKeys, type User } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { ROLE_LABEL } from './member-rules';

const CORE_FIELDS = [
  ['bio', 'Bio'],
  ['location', 'Location'],
  ['timezone', 'Timezone'],
  ['phoneNumber', 'Phone'],
  ['venmoUsername', 'Venmo'],
  ['instagramHandle', 'Instagram'],
  ['twitterHandle', 'Twitter'],
  ['linkedinUrl', 'LinkedIn'],
  ['website', 'Website'],
] as const;

/**
 * A member's core profile, view only. The shell's full profile dialog is not part of the SDK, so the
 * members section shows what a card opens by itself; owners edit their profile from the avatar menu.
 */
export function MemberProfileDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const profile = useQuery({
    queryKey: queryKeys.user(member?.userId ?? ''),
    queryFn: async () => (await apiGet<{ user: User }>(`/api/users/${member?.userId}`))?.user ?? null,
    enabled: Boolean(member),
  });
  const user = profile.data;
  const lists = user
    ? ([
        ['Dietary restrictions', user.dietaryRestrictions],
        ['Allergies', user.allergies],
      ] as const)
    : [];

  return (
    <Modal title="Core Profile" open={Boolean(member)} onCancel={onClose} footer={null}>
      {member && (
        <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
          <UserAvatar name={member.user.displayName} photoURL={member.user.photoURL} size={56} />
          <Flex vertical>
            <Typography.Text strong>{member.user.displayName}</Typography.Text>
            <Typography.Text type="secondary">{member.user.email}</Typography.Text>
            <Flex gap={8} align="center">
              <Tag>{ROLE_LABEL[member.role]}</Tag>
              <Typography.Text type="secondary">Joined {formatMonthDayYear(member.joinedAt)}</Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      )}
      {profile.isPending && <Skeleton active />}
      {profile.isError && <Typography.Text type="danger">Failed to load profile information</Typography.Text>}
      {user && (
        <Descriptions column={1} size="small">
          {CORE_FIELDS.filter(([key]) => user[key]).map(([key, label]) => (
            <Descriptions.Item key={key} label={label}>
              {user[key]}
            </Descriptions.Item>
          ))}
          {lists
            .filter(([, items]) => items.length > 0)
            .map(([label, items]) => (
              <Descriptions.Item key={label} label={label}>
                {items.join(', ')}
              </Descriptions.Item>
            ))}
        </Descriptions>
      )}
    </Modal>
  );
}
