import { BellOutlined } from '@ant-design/icons';
import { loadedOnOpen, loadedOnRender } from '@gatherly/shared/ui';
import { Badge, Button, Popover, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useIsMobile } from '../use-mobile';
import { useRefreshNotifications, useRefreshOnPush, useUnreadCount } from './notification-queries';

/** The bell's name says how many are unread, as its badge shows it. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The list's code loads when it first opens: the header of every screen need not carry it. */
const NotificationPanel = loadedOnRender<{ onNavigate: () => void; onClose: () => void; unread: number }>(
  () => import('./notification-list').then(({ NotificationPanel }) => NotificationPanel),
  () => (
    <div style={{ width: 360, maxWidth: 'calc(100vw - 32px)' }}>
      <Skeleton active avatar paragraph={{ rows: 2 }} />
    </div>
  ),
);

const NotificationDrawer = loadedOnOpen(
  () => import('./notification-drawer').then(({ NotificationDrawer }) => NotificationDrawer),
  ({ open }) => open,
);

/**
 * The header's bell: the unread count on a badge, and the notifications in a popover, or on a phone in a
 * drawer. Opening it reads the count and list again; so does a push the service worker shows.
 */
export function NotificationBell() {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const refresh = useRefreshNotifications();
  useRefreshOnPush();

  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) void refresh();
  };
  const bellButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Closed from the keyboard: the focus goes back to the bell rather than to the page's start.
  const closeToBell = () => {
    setOpen(false);
    bellButton.current?.focus();
  };
  const bell = (
    <Button
      ref={bellButton}
      type="text"
      shape="circle"
      aria-label={bellLabel(unread)}
      aria-expanded={open}
      style={{ flex: 'none' }}
      onClick={mobile ? () => toggle(true) : undefined}
      icon={
        // The badge's number is the button's name already: read once.
        <Badge count={unread} size="small" overflowCount={99} aria-hidden>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  if (mobile) {
    return (
      <>
        {bell}
        <NotificationDrawer open={open} unread={unread} onClose={close} />
      </>
    );
  }
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      arrow={false}
      open={open}
      onOpenChange={toggle}
      // Mounted afresh on each opening, the panel takes the focus each time.
      destroyOnHidden
      content={<NotificationPanel onNavigate={close} onClose={closeToBell} unread={unread} />}
    >
      {bell}
    </Popover>
  );
}
