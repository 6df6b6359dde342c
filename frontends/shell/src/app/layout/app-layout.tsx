import {
  CalendarOutlined,
  CameraOutlined,
  CarOutlined,
  HomeOutlined,
  MenuOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { isAdmin, ROLE_LABEL, useAuth, useCurrentEvent } from '@gatherly/shared';
import { EventLogo, loadedOnOpen, ProfileDialog } from '@gatherly/shared/ui';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  APP_NAME,
  COLUMN_STYLE,
  contentStyle,
  headerStyle,
  headerTitleLevel,
  headerTitleNamed,
  MENU_BUTTON_SIZE,
  SIDER_WIDTH,
} from '../frame/frame-metrics';
import { AccountMenu } from './account-menu';
import { EventChip, memberCountLabel } from './event-chip';
import { NotificationBell } from './notification-centre/notification-bell';
import { OfflineNotice } from './offline-notice';
import { useIsMobile } from './use-mobile';

/** The phone's menu, opened from the header. */
const NavigationDrawer = loadedOnOpen(
  () => import('./navigation-drawer').then(({ NavigationDrawer }) => NavigationDrawer),
  ({ open }) => open,
);

function SideNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { currentEvent, events } = useCurrentEvent();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!currentEvent) {
    return (
      <Typography.Paragraph style={{ padding: 16 }}>Select an event to see navigation options</Typography.Paragraph>
    );
  }
  const listed = events?.find((event) => event.id === currentEvent.id);
  const admin = isAdmin(listed?.role ?? currentEvent.role);
  const base = `/events/${currentEvent.id}`;
  const items = [
    { key: base, icon: <HomeOutlined />, label: 'Dashboard' },
    { key: `${base}/photos`, icon: <CameraOutlined />, label: 'Photos' },
    { key: `${base}/travel`, icon: <CarOutlined />, label: 'Travel' },
    { key: `${base}/members`, icon: <TeamOutlined />, label: 'Members' },
    { key: `${base}/costs`, icon: <WalletOutlined />, label: 'Costs' },
    ...(admin ? [{ key: `${base}/settings`, icon: <SettingOutlined />, label: 'Settings' }] : []),
  ];
  return (
    <nav aria-label="Event navigation">
      <Space style={{ padding: 16 }} align="start">
        <EventLogo name={currentEvent.name} logo={currentEvent.customLogo} />
        <div>
          <Typography.Text strong>{currentEvent.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {/* The drawer names two roles (spec section 2): Admin, or Member. */}
            {ROLE_LABEL[admin ? 'admin' : 'member']} · {memberCountLabel(currentEvent.memberCount)}
          </Typography.Text>
        </div>
      </Space>
      <Menu
        mode="inline"
        // The items' tooltips show only in a collapsed menu, which this never is: each would be a popup
        // engine mounted in the dashboard's first render for nothing.
        tooltip={false}
        selectedKeys={[pathname]}
        items={items}
        onClick={({ key }) => {
          navigate(key);
          onNavigate();
        }}
        style={{ borderInlineEnd: 0 }}
      />
      <div style={{ padding: 16 }}>
        <Button
          block
          onClick={() => {
            navigate('/');
            onNavigate();
          }}
        >
          View All Events
        </Button>
      </div>
    </nav>
  );
}

function BottomBar() {
  const { currentEvent } = useCurrentEvent();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!currentEvent) return null;
  const base = `/events/${currentEvent.id}`;
  const tabs = [
    { path: base, label: 'Dashboard', icon: <HomeOutlined /> },
    { path: `${base}/photos`, label: 'Photos', icon: <CameraOutlined /> },
    { path: `${base}/travel`, label: 'Travel', icon: <CarOutlined /> },
    { path: `${base}/members`, label: 'Members', icon: <TeamOutlined /> },
    { path: `${base}/costs`, label: 'Costs', icon: <WalletOutlined /> },
  ];
  return (
    <nav aria-label="Sections" className="bottom-bar">
      {tabs.map((tab) => (
        <button
          key={tab.path}
          type="button"
          className={pathname === tab.path ? 'active' : undefined}
          onClick={() => navigate(tab.path)}
        >
          {tab.icon}
          <span>{tab.label}</span>
        </button>
      ))}
    </nav>
  );
}

const LAYOUT_CSS = `
.bottom-bar { position: fixed; bottom: 0; left: 0; right: 0; display: flex; z-index: 10;
  background: var(--ant-color-bg-container, #fff); border-top: 1px solid rgba(0,0,0,.08); padding-bottom: env(safe-area-inset-bottom); }
.bottom-bar button { flex: 1; min-height: 56px; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 2px; border: 0; background: transparent; font: inherit; font-size: 12px; color: var(--ant-color-text, inherit); cursor: pointer; }
.bottom-bar button.active { color: var(--ant-color-primary-text, #6236ff); font-weight: 600; }
`;

/** Header, side drawer and mobile bottom bar around every signed-in screen (spec section 2). */
export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const home = pathname === '/';
  const showSide = !home;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <style>{LAYOUT_CSS}</style>
      <Layout.Header style={{ ...headerStyle(mobile), background: 'var(--ant-color-bg-container, #fff)' }}>
        {showSide && mobile && (
          <Button
            type="text"
            aria-label="Open navigation"
            icon={<MenuOutlined />}
            style={{ width: MENU_BUTTON_SIZE, height: MENU_BUTTON_SIZE, flex: 'none' }}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Typography.Title
          level={headerTitleLevel(mobile)}
          style={{ margin: 0, cursor: 'pointer', whiteSpace: 'nowrap' }}
          onClick={() => navigate('/')}
          aria-label={headerTitleNamed(mobile) ? undefined : APP_NAME}
        >
          {headerTitleNamed(mobile) ? (
            <>
              <CalendarOutlined /> {APP_NAME}
            </>
          ) : (
            <CalendarOutlined />
          )}
        </Typography.Title>
        <div style={{ flex: 1 }} />
        <EventChip compact={mobile} />
        {user && <NotificationBell />}
        {user && <AccountMenu onEditProfile={() => setProfileOpen(true)} />}
      </Layout.Header>
      <Layout>
        {showSide && !mobile && (
          <Layout.Sider width={SIDER_WIDTH} theme="light" style={{ background: 'var(--ant-color-bg-container, #fff)' }}>
            <SideNavigation onNavigate={() => undefined} />
          </Layout.Sider>
        )}
        <div style={COLUMN_STYLE}>
          <Layout.Content style={contentStyle(mobile)}>
            <OfflineNotice />
            <Outlet />
          </Layout.Content>
        </div>
      </Layout>
      {showSide && mobile && (
        <NavigationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <SideNavigation onNavigate={() => setDrawerOpen(false)} />
        </NavigationDrawer>
      )}
      {mobile && <BottomBar />}
      {user && <ProfileDialog open={profileOpen} userId={user.id} onClose={() => setProfileOpen(false)} />}
    </Layout>
  );
}
