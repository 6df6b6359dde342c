import { DeleteOutlined } from '@ant-design/icons';
import { formatMonthDayYear, type Member, type MemberRole } from '@gatherly/shared';
import { UserAvatar } from '@gatherly/shared/ui';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { type InvitableRole, ROLE_LABEL } from './member-rules';

/** Preset colours whose text reaches 4.5:1 on their own tint (gold and green do not). */
export const ROLE_COLOR = { creator: 'magenta', admin: 'purple', attendee: 'default' } as const;

const ROLE_OPTIONS = [
  { value: 'attendee', label: 'Attendee' },
  { value: 'admin', label: 'Admin' },
];

interface MemberCardProps {
  member: Member;
  onOpen: () => void;
  /** Present where the viewer may remove this member. */
  onRemove?: () => void;
  /** Present where the viewer may change this member's role. */
  onChangeRole?: (role: InvitableRole) => void;
}

/** A member as spec section 2 lists them; the card opens their profile, its controls do their own thing. */
export function MemberCard({ member, onOpen, onRemove, onChangeRole }: MemberCardProps) {
  const { displayName, email, photoURL } = member.user;
  return (
    <Card size="small" hoverable style={{ height: '100%' }}>
      <Flex gap={12} align="start">
        <button
          type="button"
          onClick={onOpen}
          style={{ all: 'unset', cursor: 'pointer', display: 'flex', flex: 1, gap: 12, minWidth: 0, minHeight: 40 }}
        >
          <span aria-hidden>
            <UserAvatar name={displayName} photoURL={photoURL} size={44} />
          </span>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {displayName}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {email}
            </Typography.Text>
            <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
              <Tag color={ROLE_COLOR[member.role]}>{ROLE_LABEL[member.role]}</Tag>
              <Typography.Text type="secondary">Joined {formatMonthDayYear(member.joinedAt)}</Typography.Text>
            </Flex>
          </Flex>
        </button>
        {onRemove && (
          <Button
            type="text"
            danger
            size="large"
            icon={<DeleteOutlined />}
            aria-label={`Remove ${displayName}`}
            onClick={onRemove}
          />
        )}
      </Flex>
      {onChangeRole && (
        <Select<MemberRole>
          aria-label={`Role of ${displayName}`}
          value={member.role}
          options={ROLE_OPTIONS}
          onChange={(role) => role !== member.role && role !== 'creator' && onChangeRole(role)}
          size="large"
          style={{ width: '100%', marginTop: 12 }}
        />
      )}
    </Card>
  );
}
