import { DownOutlined } from '@ant-design/icons';
import { ROLE_LABEL, useCurrentEvent } from '@gatherly/shared';
import { EventLogo } from '@gatherly/shared/ui';
import { Button, Dropdown, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

export const memberCountLabel = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** The current event with a dropdown of every event of the user; choosing one switches to it. */
export function EventChip({ compact = false }: { compact?: boolean }) {
  const { events, currentEvent, switchEvent } = useCurrentEvent();
  const navigate = useNavigate();
  if (!events || events.length === 0) return null;
  // Before an event is chosen, the phone's narrow chip says what its menu holds in a word that fits.
  const label = currentEvent?.name ?? (compact ? 'Events' : 'Select an event');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: currentEvent ? [currentEvent.id] : [],
        items: events.map((event) => ({
          key: event.id,
          icon: <EventLogo name={event.name} logo={event.customLogo} size={24} />,
          label: (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{event.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ROLE_LABEL[event.role]} · {memberCountLabel(event.memberCount)}
              </Typography.Text>
            </Space>
          ),
        })),
        onClick: ({ key }) => {
          switchEvent(key);
          navigate(`/events/${key}`);
        },
      }}
    >
      <Button
        aria-label={`Current event: ${currentEvent?.name ?? 'Select an event'}`}
        style={{ maxWidth: compact ? 150 : 220, minWidth: 0 }}
      >
        <Space>
          {currentEvent ? <EventLogo name={currentEvent.name} logo={currentEvent.customLogo} size={20} /> : null}
          {/* Cut to the chip's width: the chip's menu, one tap away, lists each event's whole name. */}
          <Typography.Text ellipsis title={label} data-full-text="menu" style={{ maxWidth: compact ? 80 : 130 }}>
            {label}
          </Typography.Text>
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}
