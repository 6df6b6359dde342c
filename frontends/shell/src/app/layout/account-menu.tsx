import { useAuth } from '@gatherly/shared';
import { UserAvatar, VisuallyHidden } from '@gatherly/shared/ui';
import { Button, Dropdown, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The operator console's path: its entry shows for operators only, as the route does (signed-in-app). */
export const OPERATOR_CONSOLE_PATH = '/admin';

/** The signed-in user's menu in the header: who they are, their profile, sign-out; operators' console. */
export function AccountMenu({ onEditProfile }: { onEditProfile: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div>
                <Typography.Text strong>{user.displayName}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{user.email}</Typography.Text>
              </div>
            ),
          },
          { type: 'divider' },
          { key: 'profile', label: 'Edit Profile' },
          ...(user.operator ? [{ key: 'operator-console', label: 'Operator console' }] : []),
          { key: 'sign-out', label: 'Sign Out' },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') onEditProfile();
          if (key === 'operator-console') void navigate(OPERATOR_CONSOLE_PATH);
          if (key === 'sign-out') void signOut().then(() => navigate('/'));
        },
      }}
    >
      <Button type="text" shape="circle" style={{ padding: 0, flex: 'none' }}>
        <UserAvatar name={user.displayName} photoURL={user.photoURL} />
        {/* Named by its visible initials plus what it does, as WCAG's label-in-name asks. */}
        <VisuallyHidden>Account menu</VisuallyHidden>
      </Button>
    </Dropdown>
  );
}
