import { ClockCircleOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { type EventDetail, isAdmin, lazyRetrying, type ScheduleItem } from '@gatherly/shared';
import { loadedOnRender, useConfirm } from '@gatherly/shared/ui';
import { Button, Card, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { agenda } from './agenda';
import { eventCalendarPath } from './calendar-links';
import { AddToCalendarButton } from './calendar-menu';
import type { ScheduleEntryProps } from './schedule-entry';
import { partyLabel, useEventParties } from './event-parties';
import { useDeleteScheduleItem } from './schedule-queries';
import { zoneLabel } from './zone-label';

/**
 * An item's answer buttons, menu and who is going (antd's Radio, which brings part of antd's form library,
 * Dropdown and Avatar) load with the first item: an empty schedule shows none of them.
 */
const ScheduleEntry = loadedOnRender<ScheduleEntryProps>(
  () => import('./schedule-entry').then(({ ScheduleEntry }) => ScheduleEntry),
  () => <Skeleton active title={false} paragraph={{ rows: 2 }} />,
);
/** Only admins edit, and only some members subscribe: neither dialog is part of the dashboard's load. */
const ScheduleItemDialog = lazyRetrying(() => import('./schedule-item-dialog'));
const SubscribeDialog = lazyRetrying(() => import('./subscribe-dialog'));

const ITEM_PARAM = 'item';

/**
 * The event's schedule as an agenda grouped by day in the event's zone, what is on and next marked. Every
 * member answers and adds items to a calendar; admins add, edit and delete items.
 */
export function ScheduleCard({ event, items }: { event: EventDetail; items: ScheduleItem[] }) {
  const confirm = useConfirm();
  const admin = isAdmin(event.role);
  const zone = event.timeZone;
  const days = useMemo(() => agenda(items, zone), [items, zone]);
  const [editing, setEditing] = useState<{ item: ScheduleItem | null } | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  // The item a link names (a notification's: /events/<id>?item=<itemId>): its comments open and it scrolls
  // into view.
  const linkedItemId = useSearchParams()[0].get(ITEM_PARAM);
  const [commentsOpen, setCommentsOpen] = useState<ReadonlySet<string>>(
    () => new Set(linkedItemId ? [linkedItemId] : []),
  );
  // A link followed while the dashboard is already open names another item: that one opens too.
  useEffect(() => {
    if (linkedItemId) setCommentsOpen((open) => (open.has(linkedItemId) ? open : new Set(open).add(linkedItemId)));
  }, [linkedItemId]);
  const toggleComments = (itemId: string) =>
    setCommentsOpen((open) => {
      const next = new Set(open);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });
  const remove = useDeleteScheduleItem(event.id);
  // Admins see whom a private item is for; the parties load only when the schedule has one.
  const parties = useEventParties(event.id, admin && items.some((item) => item.audience === 'parties'));
  const partyNames = useMemo(
    () => new Map(parties.data?.map((party) => [party.id, partyLabel(party)])),
    [parties.data],
  );
  const invitedTo = (item: ScheduleItem) =>
    admin && item.audience === 'parties'
      ? item.partyIds.flatMap((partyId) => partyNames.get(partyId) ?? [])
      : undefined;

  const link = `${window.location.origin}/events/${event.id}`;
  const eventGoogle = event.startDate
    ? {
        title: event.name,
        start: event.startDate,
        end: event.endDate,
        description: event.description,
        location: event.location,
        zone,
        link,
      }
    : null;
  const confirmDelete = (item: ScheduleItem) =>
    confirm({
      title: 'Delete Schedule Item',
      content: `Are you sure you want to delete ${item.title}? Everyone's answers to it will be removed. This cannot be undone.`,
      okText: 'Delete Item',
      okButtonProps: { danger: true },
      // A failure has its toast; the dialog closes either way.
      onOk: () => remove.mutateAsync(item.id).catch(() => undefined),
    });
  const addItem = () => setEditing({ item: null });

  return (
    <Card
      title="Event Schedule"
      extra={
        admin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={addItem}>
            Add Item
          </Button>
        )
      }
    >
      <Flex gap={8} wrap justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          <ClockCircleOutlined /> Times in{' '}
          {zoneLabel(zone, new Date(items[0]?.startTime ?? event.startDate ?? Date.now()))}
        </Typography.Text>
        <Space wrap>
          <AddToCalendarButton icsPath={eventCalendarPath(event.id)} google={eventGoogle} />
          <Button icon={<SyncOutlined />} onClick={() => setSubscribing(true)}>
            Subscribe
          </Button>
        </Space>
      </Flex>
      {days.length === 0 ? (
        <Empty description={<Typography.Text type="secondary">No schedule items yet</Typography.Text>}>
          {admin && (
            <Button type="primary" icon={<PlusOutlined />} onClick={addItem}>
              Add the First Item
            </Button>
          )}
        </Empty>
      ) : (
        <Flex vertical gap={20}>
          {days.map((day) => (
            <section key={day.key} aria-label={day.label}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {day.label}
              </Typography.Title>
              <Flex vertical gap={8}>
                {day.entries.map((entry) => (
                  <ScheduleEntry
                    key={entry.item.id}
                    eventId={event.id}
                    entry={entry}
                    calendar={{ zone, link }}
                    onEdit={admin ? (item) => setEditing({ item }) : undefined}
                    onDelete={admin ? confirmDelete : undefined}
                    invitedParties={invitedTo(entry.item)}
                    commentsOpen={commentsOpen.has(entry.item.id)}
                    onToggleComments={() => toggleComments(entry.item.id)}
                    linked={entry.item.id === linkedItemId}
                  />
                ))}
              </Flex>
            </section>
          ))}
        </Flex>
      )}
      <Suspense fallback={null}>
        {editing && (
          <ScheduleItemDialog
            eventId={event.id}
            zone={zone}
            item={editing.item}
            open
            onClose={() => setEditing(null)}
          />
        )}
        {subscribing && <SubscribeDialog open onClose={() => setSubscribing(false)} />}
      </Suspense>
    </Card>
  );
}
