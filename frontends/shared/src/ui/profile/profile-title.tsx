import type { Member, User } from '../../api/types';
import { formatMonthDayYear } from '../../format/dates';
import { RoleTag } from '../../roles/role-tag';
import { UserAvatar } from '../event-logo';
import { Space, Typography } from 'antd';

/** The dialog's title: who the profile belongs to and, in the current event, their role and since when. */
export function ProfileTitle({ user, member }: { user: User | null | undefined; member: Member | undefined }) {
  if (!user) return 'Profile';
  return (
    <Space>
      <UserAvatar name={user.displayName} photoURL={user.photoURL} size={48} />
      <div>
        <Typography.Text strong>{user.displayName}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{user.email}</Typography.Text>
        {member && (
          <div>
            <RoleTag role={member.role} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Joined {formatMonthDayYear(member.joinedAt)}
            </Typography.Text>
          </div>
        )}
      </div>
    </Space>
  );
}
