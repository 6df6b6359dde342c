import { PushpinOutlined } from '@ant-design/icons';
import { useConfirm } from '@gatherly/shared/ui';
import { Flex, Typography } from 'antd';
import { AnnouncementCard } from './announcement-card';
import { useDeleteAnnouncement, useUnpinAnnouncement } from './announcement-queries';
import type { Announcement } from './announcement-rules';

/**
 * The event's pinned announcements at the top of its dashboard, newest first. Admins unpin one (it stays
 * in the members' bells and the activity) or delete it, after a confirmation.
 */
export default function PinnedAnnouncements({
  eventId,
  announcements,
  admin,
}: {
  eventId: string;
  announcements: Announcement[];
  admin: boolean;
}) {
  const unpin = useUnpinAnnouncement(eventId);
  const remove = useDeleteAnnouncement(eventId);
  const confirm = useConfirm();
  const busyId = unpin.isPending ? unpin.variables : remove.isPending ? remove.variables : null;

  const confirmDelete = (announcement: Announcement) =>
    confirm({
      title: 'Delete announcement',
      content: 'It will be removed from the dashboard and the event’s activity. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      // A failure has its toast; the dialog closes either way.
      onOk: () => remove.mutateAsync(announcement.id).catch(() => undefined),
    });

  return (
    <section aria-labelledby="pinned-announcements">
      <Flex vertical gap={12}>
        <Typography.Title level={4} id="pinned-announcements" style={{ margin: 0 }}>
          <PushpinOutlined aria-hidden /> Announcements
        </Typography.Title>
        {announcements.map((announcement) => (
          <AnnouncementCard
            key={announcement.id}
            announcement={announcement}
            admin={admin}
            busy={busyId === announcement.id}
            onUnpin={(pinned) => unpin.mutate(pinned.id)}
            onDelete={confirmDelete}
          />
        ))}
      </Flex>
    </section>
  );
}
