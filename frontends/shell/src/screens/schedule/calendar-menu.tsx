import { CalendarOutlined, DownOutlined, GoogleOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type CalendarEntryDetails, googleCalendarUrl } from './calendar-links';

/** 'Add to Calendar' as links: an .ics file the phone hands to its calendar app, and Google Calendar. */
function calendarItems(icsPath: string, google: CalendarEntryDetails | null): NonNullable<MenuProps['items']> {
  return [
    {
      key: 'ics',
      icon: <CalendarOutlined />,
      label: (
        <a href={icsPath} download>
          Download .ics (Apple, Outlook)
        </a>
      ),
    },
    {
      key: 'google',
      icon: <GoogleOutlined />,
      disabled: !google,
      label: google ? (
        <a href={googleCalendarUrl(google)} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </a>
      ) : (
        'Google Calendar (dates TBD)'
      ),
    },
  ];
}

/** The event's own 'Add to Calendar' button. */
export function AddToCalendarButton({ icsPath, google }: { icsPath: string; google: CalendarEntryDetails | null }) {
  return (
    <Dropdown menu={{ items: calendarItems(icsPath, google) }} trigger={['click']}>
      <Button icon={<CalendarOutlined />}>
        Add to Calendar <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** An item's menu: add it to a calendar and, for admins, edit or delete it. */
export function ItemMenu({
  title,
  icsPath,
  google,
  onEdit,
  onDelete,
}: {
  title: string;
  icsPath: string;
  google: CalendarEntryDetails;
  /** Admins only. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const items: NonNullable<MenuProps['items']> = calendarItems(icsPath, google);
  if (onEdit && onDelete) {
    items.push(
      { type: 'divider' },
      { key: 'edit', label: 'Edit', onClick: onEdit },
      { key: 'delete', label: 'Delete', danger: true, onClick: onDelete },
    );
  }
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" icon={<MoreOutlined />} aria-label={`More for ${title}`} />
    </Dropdown>
  );
}
