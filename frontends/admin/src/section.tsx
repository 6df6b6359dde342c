import { AuditOutlined, MailOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Flex, Tabs, Typography } from 'antd';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AuditTab } from './audit/audit-tab';
import { TestEmailTab } from './email/test-email-tab';
import { JobsTab } from './jobs/jobs-tab';
import { UserPage } from './users/user-page';
import { UsersTab } from './users/users-tab';

const TABS = [
  { key: 'users', label: 'Users', icon: <TeamOutlined /> },
  { key: 'jobs', label: 'Jobs', icon: <ThunderboltOutlined /> },
  { key: 'email', label: 'E-mail', icon: <MailOutlined /> },
  { key: 'audit', label: 'Audit', icon: <AuditOutlined /> },
];

/**
 * The operator console: users, the queues, a test e-mail and the audit of what operators did. The shell
 * mounts it at /admin for operators only; each tab is a path below that, so a link or Back returns to it.
 */
export default function Section() {
  // Where the shell mounted the console (/admin): the path less what its routes below match.
  const rest = useParams()['*'] ?? '';
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/$/, '');
  const navigate = useNavigate();
  const active = rest.split('/')[0] || 'users';
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Operator console
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`${base}/${key}`)}
        items={TABS.map(({ key, label, icon }) => ({ key, label, icon }))}
        style={{ marginBottom: -16 }}
      />
      <Routes>
        <Route index element={<Navigate to="users" replace />} />
        <Route path="users" element={<UsersTab />} />
        <Route path="users/:userId" element={<UserPage />} />
        <Route path="jobs" element={<JobsTab />} />
        <Route path="email" element={<TestEmailTab />} />
        <Route path="audit" element={<AuditTab />} />
        <Route path="*" element={<Navigate to="users" replace />} />
      </Routes>
    </Flex>
  );
}
