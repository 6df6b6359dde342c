import { CheckCircleOutlined, NotificationOutlined } from '@ant-design/icons';
import { formatRelativeTime } from '@gatherly/shared';
import { LoadFailed, UserAvatar, VisuallyHidden } from '@gatherly/shared/ui';
import { Avatar, Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { type NotificationItem, useMarkAllRead, useMarkRead, useNotificationPages } from './notification-queries';

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  markAll: 'Mark all as read',
  empty: "You're all caught up",
  emptyHelp: 'Announcements, mentions and replies will show here.',
  loadMore: 'Load more',
  unread: 'Unread',
} as const;

/** A link the server wrote into a notification is followed only when it is a path of this app. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

const LIST_CSS = `
.notification-list { list-style: none; margin: 0; padding: 0; }
.notification-entry { display: flex; gap: 12px; align-items: flex-start; width: 100%; padding: 10px 12px; border: 0;
  border-radius: 8px; background: transparent; color: inherit; font: inherit; text-align: start; cursor: pointer; }
.notification-entry:hover { background: var(--ant-control-item-bg-hover, rgba(0,0,0,.04)); }
.notification-entry:focus-visible { outline: 2px solid var(--ant-color-primary, #6236ff); outline-offset: -2px; }
.notification-entry .notification-text { overflow-wrap: anywhere; }
.notification-unread-dot { flex: 0 0 8px; width: 8px; height: 8px; margin-top: 6px; border-radius: 50%;
  background: var(--ant-color-primary, #6236ff); }
`;

/** Who did it, or the app's own sign when no one did (dates set, an item changed) or their account is gone. */
function ActorAvatar({ actor }: { actor: NotificationItem['actor'] }) {
  if (actor) return <UserAvatar name={actor.displayName} photoURL={actor.photoURL} />;
  return <Avatar size={32} icon={<NotificationOutlined />} style={{ flex: '0 0 32px' }} />;
}

function Entry({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  return (
    <li>
      <button type="button" className="notification-entry" onClick={() => onOpen(item)}>
        <ActorAvatar actor={item.actor} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text className="notification-text" strong={!item.read}>
            {item.text}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
            {item.eventName} · <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
          </Typography.Text>
        </Flex>
        {!item.read && (
          <span className="notification-unread-dot">
            <VisuallyHidden>{NOTIFICATION_TEXTS.unread}</VisuallyHidden>
          </span>
        )}
      </button>
    </li>
  );
}

/** "Mark all as read", for the panel's header (the popover's own, or the drawer's). */
export function MarkAllRead({ disabled = false }: { disabled?: boolean }) {
  const markAll = useMarkAllRead();
  return (
    <Button type="link" size="small" disabled={disabled} loading={markAll.isPending} onClick={() => markAll.mutate()}>
      {NOTIFICATION_TEXTS.markAll}
    </Button>
  );
}

/**
 * The caller's notifications, newest first, a page at a time. Opening one marks it read and goes to its
 * screen; `onNavigate` closes the popover or drawer around the list.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  if (pages.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (pages.isError) return <LoadFailed what="notifications" />;
  const items = pages.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0) {
    return (
      <Flex vertical align="center" gap={4} style={{ padding: '24px 12px', textAlign: 'center' }}>
        <CheckCircleOutlined style={{ fontSize: 28, color: 'var(--ant-color-success)' }} />
        <Typography.Text strong>{NOTIFICATION_TEXTS.empty}</Typography.Text>
        <Typography.Text type="secondary">{NOTIFICATION_TEXTS.emptyHelp}</Typography.Text>
      </Flex>
    );
  }

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    if (isAppPath(item.link)) {
      onNavigate();
      navigate(item.link);
    }
  };
  return (
    <>
      <style>{LIST_CSS}</style>
      <ul className="notification-list" aria-label={NOTIFICATION_TEXTS.title}>
        {items.map((item) => (
          <Entry key={item.id} item={item} onOpen={open} />
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button block type="text" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {NOTIFICATION_TEXTS.loadMore}
        </Button>
      )}
    </>
  );
}

/**
 * The popover's content on a wide screen: a heading with "Mark all as read", then the list. It takes the
 * focus when it opens, so the keyboard reaches the entries next (the popover lives at the end of the page),
 * and Escape closes it.
 */
export function NotificationPanel({
  onNavigate,
  onClose,
  unread,
}: {
  onNavigate: () => void;
  onClose: () => void;
  unread: number;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the popover has shown it: a popup still being laid out takes no focus.
    const frame = requestAnimationFrame(() => panel.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={NOTIFICATION_TEXTS.title}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      style={{ width: 360, maxWidth: 'calc(100vw - 32px)', outline: 'none' }}
    >
      <Flex justify="space-between" align="center" style={{ paddingInline: 12, paddingBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {NOTIFICATION_TEXTS.title}
        </Typography.Title>
        <MarkAllRead disabled={unread === 0} />
      </Flex>
      <div style={{ maxHeight: 'min(480px, 70vh)', overflowY: 'auto' }}>
        <NotificationList onNavigate={onNavigate} />
      </div>
    </div>
  );
}
