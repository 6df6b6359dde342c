import { LinkOutlined, NotificationOutlined } from '@ant-design/icons';
import { formatRelativeTime } from '@gatherly/shared';
import { LinkifiedText, UserAvatar } from '@gatherly/shared/ui';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { type Announcement, audienceLabel, linkRefusal } from './announcement-rules';

/** Who posted it, once their account is gone. */
const FORMER_ADMIN = 'A former organiser';

/** The link's site, named on its button: a person sees where it leads before they follow it. */
export function linkSite(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/**
 * One pinned announcement: who posted it and when, its text with safe links, its link as a button; admins
 * see who it went to and may unpin or delete it.
 */
export function AnnouncementCard({
  announcement,
  admin,
  busy = false,
  onUnpin,
  onDelete,
}: {
  announcement: Announcement;
  admin: boolean;
  busy?: boolean;
  onUnpin: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
}) {
  const author = announcement.author?.displayName ?? FORMER_ADMIN;
  return (
    <Card
      size="small"
      role="article"
      aria-label={`Announcement from ${author}`}
      style={{ borderInlineStart: '4px solid var(--ant-color-primary)' }}
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          {announcement.author ? (
            <UserAvatar name={author} photoURL={announcement.author.photoURL} />
          ) : (
            <Avatar size={32} icon={<NotificationOutlined />} style={{ flex: '0 0 32px' }} />
          )}
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {author}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={announcement.createdAt}>{formatRelativeTime(announcement.createdAt)}</time>
            </Typography.Text>
          </Flex>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>
          <LinkifiedText text={announcement.body} />
        </Typography.Paragraph>
        {/* The server takes only http(s) links; one that is not is never made a link here either. */}
        {announcement.link && linkRefusal(announcement.link) === null && (
          <div>
            <Button
              icon={<LinkOutlined />}
              href={announcement.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              // A long site name wraps rather than widen a phone's screen.
              style={{
                maxWidth: '100%',
                height: 'auto',
                minHeight: 32,
                whiteSpace: 'normal',
                overflowWrap: 'anywhere',
              }}
            >
              {`Open ${linkSite(announcement.link)}`}
            </Button>
          </div>
        )}
        {admin && (
          <Flex wrap gap={8} align="center" justify="space-between">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {audienceLabel(announcement)}
            </Typography.Text>
            <Flex gap={8}>
              <Button size="small" disabled={busy} onClick={() => onUnpin(announcement)}>
                Unpin
              </Button>
              <Button size="small" danger disabled={busy} onClick={() => onDelete(announcement)}>
                Delete
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
