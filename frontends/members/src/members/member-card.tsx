import { DeleteOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { type AssignableRole, formatMonthDayYear, type Member } from '@gatherly/shared';
import { RoleSelect, RoleTag, UserAvatar } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';

/** A long address breaks onto the next line anywhere: it has no spaces to break at. */
const WRAPPED = { overflowWrap: 'anywhere' } as const;

interface MemberCardProps {
  member: Member;
  onOpen: () => void;
  /** Present where the viewer may remove this member. */
  onRemove?: () => void;
  /** Present where the viewer may change this member's role. */
  onChangeRole?: (role: AssignableRole) => void;
  /** Present where the viewer may edit this member's party (admins). */
  onEditParty?: () => void;
}

/**
 * A member as spec section 2 lists them; the card opens their profile, its controls do their own thing.
 * The role shows once: as a selector where the viewer may change it, as a tag otherwise.
 */
export function MemberCard({ member, onOpen, onRemove, onChangeRole, onEditParty }: MemberCardProps) {
  const { displayName, email, photoURL } = member.user;
  return (
    // As tall as the row's tallest card, the role selector at the bottom, so the cards of a row align.
    <Card
      size="small"
      hoverable
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
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
            {/* Wrapped, never cut: on a phone a title tooltip is no way to read the rest. */}
            <Typography.Text strong style={{ overflowWrap: 'break-word' }}>
              {displayName}
            </Typography.Text>
            <Typography.Text type="secondary" style={WRAPPED}>
              {email}
            </Typography.Text>
            <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
              {!onChangeRole && <RoleTag role={member.role} />}
              <Typography.Text type="secondary">Joined {formatMonthDayYear(member.joinedAt)}</Typography.Text>
            </Flex>
          </Flex>
        </button>
        {onEditParty && (
          <Button
            type="text"
            size="large"
            icon={<UsergroupAddOutlined />}
            aria-label={`Party of ${displayName}`}
            title="Party and guests"
            onClick={onEditParty}
          />
        )}
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
        <RoleSelect member={member} onChoose={onChangeRole} size="large" style={{ width: '100%', marginTop: 'auto' }} />
      )}
    </Card>
  );
}
