import type { Member, User } from '../../api/types';
import { formatMonthDayYear } from '../../format/dates';
import { RoleTag } from '../../roles/role-tag';
import { AvatarPlaceholder, UserAvatar } from '../event-logo';
import { Flex, Typography } from 'antd';

const AVATAR_SIZE = 48;

/**
 * A name or an address on one line, cut with an ellipsis (the whole text in its title): a second line
 * arriving with the profile would move the tabs below from under a pointer.
 */
const ONE_LINE = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The dialog's title: who the profile belongs to and, in the current event, their role and since when.
 * Until the profile has loaded it keeps the same lines, and each line stays one line high, so that the
 * tabs below do not move when it arrives: a press on a tab released after such a move is no click.
 */
export function ProfileTitle({ user, member }: { user: User | null | undefined; member: Member | undefined }) {
  return (
    <Flex gap={8} align="center">
      {user ? (
        <UserAvatar name={user.displayName} photoURL={user.photoURL} size={AVATAR_SIZE} />
      ) : (
        <AvatarPlaceholder size={AVATAR_SIZE} />
      )}
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={ONE_LINE} title={user?.displayName} data-full-text="title">
          {user ? user.displayName : 'Profile'}
        </Typography.Text>
        <Typography.Text type="secondary" style={ONE_LINE} title={user?.email} data-full-text="title">
          {user ? user.email : '\u00a0'}
        </Typography.Text>
        {member && (
          <Flex gap={8} align="center" wrap>
            <RoleTag role={member.role} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Joined {formatMonthDayYear(member.joinedAt)}
            </Typography.Text>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
