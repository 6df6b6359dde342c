import { EnvironmentOutlined, LockOutlined } from '@ant-design/icons';
import type { ScheduleItem } from '@gatherly/shared';
import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Flex, theme, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { AgendaEntry } from './agenda';
import { type CalendarEntryDetails, itemCalendarPath } from './calendar-links';
import { ItemMenu } from './calendar-menu';
import { GoingAvatars } from './going-avatars';
import { ItemComments } from './item-comments';
import { RSVP_LABEL } from './rsvp-answer';
import { RsvpChoice } from './rsvp-choice';

const STATE_TAG = {
  now: { text: 'Happening Now', hue: TAG_HUE.green },
  next: { text: 'Up Next', hue: TAG_HUE.blue },
} as const;

export interface ScheduleEntryProps {
  eventId: string;
  entry: AgendaEntry;
  calendar: Omit<CalendarEntryDetails, 'title' | 'start' | 'end' | 'description' | 'location'>;
  onEdit?: (item: ScheduleItem) => void;
  onDelete?: (item: ScheduleItem) => void;
  /** For admins: the names of the parties a private item is for. */
  invitedParties?: string[];
  /** Whether the item's comments are open under it. */
  commentsOpen: boolean;
  onToggleComments: () => void;
  /** A link named this item (`?item=<id>`): it scrolls into view. */
  linked?: boolean;
}

/** One item of the agenda: when, what and where, the member's answer and who is coming. */
export function ScheduleEntry({
  eventId,
  entry,
  calendar,
  onEdit,
  onDelete,
  invitedParties,
  commentsOpen,
  onToggleComments,
  linked = false,
}: ScheduleEntryProps) {
  const { token } = theme.useToken();
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) article.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [linked]);
  const { item, time, state } = entry;
  const highlighted = state === 'now' || state === 'next';
  const stateTag = highlighted ? STATE_TAG[state] : null;
  return (
    <article
      ref={article}
      aria-label={item.title}
      data-state={state}
      style={{
        scrollMarginTop: 16,
        padding: '12px 12px 12px 14px',
        borderRadius: token.borderRadiusLG,
        // Marked by its edge and tag only: a tinted fill would take the secondary text under 4.5:1 on
        // surfaces whose text colours were chosen for the surface itself.
        borderInlineStart: `4px solid ${highlighted ? token.colorPrimary : 'transparent'}`,
      }}
    >
      <Flex gap={12} wrap justify="space-between" align="flex-start">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{time}</Typography.Text>
            {stateTag && <TintedTag hue={stateTag.hue}>{stateTag.text}</TintedTag>}
            {item.audience === 'parties' && (
              <TintedTag hue={TAG_HUE.purple} icon={<LockOutlined />}>
                Private
              </TintedTag>
            )}
          </Flex>
          <Typography.Title level={5} style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography.Title>
          {invitedParties && invitedParties.length > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
              For {invitedParties.join(', ')}
            </Typography.Text>
          )}
          {item.location && (
            <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
              <EnvironmentOutlined /> {item.location}
            </Typography.Text>
          )}
          {item.description && (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, expandable: true, symbol: 'more' }}
              style={{ margin: '4px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {item.description}
            </Typography.Paragraph>
          )}
        </div>
        <Flex vertical gap={8} align="flex-start" style={{ flex: '0 1 auto', minWidth: 0 }}>
          <Flex gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
            <TintedTag hue={item.userRsvp === 'going' ? TAG_HUE.green : item.userRsvp ? null : TAG_HUE.orange}>
              {item.userRsvp ? RSVP_LABEL[item.userRsvp] : 'Not Responded'}
            </TintedTag>
            <ItemMenu
              title={item.title}
              icsPath={itemCalendarPath(item.id)}
              google={{
                ...calendar,
                title: item.title,
                start: item.startTime,
                end: item.endTime,
                description: item.description,
                location: item.location,
              }}
              onEdit={onEdit && (() => onEdit(item))}
              onDelete={onDelete && (() => onDelete(item))}
            />
          </Flex>
          <RsvpChoice eventId={eventId} item={item} />
          <GoingAvatars eventId={eventId} item={item} />
        </Flex>
      </Flex>
      <ItemComments eventId={eventId} item={item} open={commentsOpen} onToggle={onToggleComments} />
    </article>
  );
}
