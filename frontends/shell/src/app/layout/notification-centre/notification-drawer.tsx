import { Drawer } from 'antd';
import { MarkAllRead, NOTIFICATION_TEXTS, NotificationList } from './notification-list';

/** The notifications on a phone: a drawer from the right, as wide as the screen allows. */
export function NotificationDrawer({ open, unread, onClose }: { open: boolean; unread: number; onClose: () => void }) {
  return (
    <Drawer
      placement="right"
      open={open}
      onClose={onClose}
      size={400}
      title={NOTIFICATION_TEXTS.title}
      extra={<MarkAllRead disabled={unread === 0} />}
      styles={{ body: { padding: 8 } }}
    >
      <NotificationList onNavigate={onClose} />
    </Drawer>
  );
}
