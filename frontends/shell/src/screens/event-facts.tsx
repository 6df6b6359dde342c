import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { daysToGoText, type EventDetail } from '@gatherly/shared';
import { useState } from 'react';
import { formatDateRange } from './date-poll/date-poll-view';

/** Where the dashboard's date poll is: "Date TBD" links to it. */
export const DATE_POLL_ANCHOR = 'date-poll';

/** Past this length the description shows its first lines and a way to read the rest. */
const LONG_DESCRIPTION = 240;

/** 'Fri, Jun 12 – Sun, Jun 14, 2027 · 187 days to go', the dates by the calendar of the event's place. */
export function eventWhen(event: Pick<EventDetail, 'startDate' | 'endDate' | 'timeZone'>): string {
  if (!event.startDate) return daysToGoText(null);
  const range = formatDateRange(
    { startDate: event.startDate, endDate: event.endDate ?? event.startDate },
    event.timeZone,
  );
  return `${range} · ${daysToGoText(event.startDate)}`;
}

/**
 * When and where, and what it is about, under the dashboard's heading: plain elements, so that the
 * first-paint frame draws the same lines before antd loads. `datePoll` makes "Date TBD" a link to the poll.
 */
export function EventFacts({
  event,
  color,
  datePoll = false,
}: {
  event: Pick<EventDetail, 'startDate' | 'endDate' | 'timeZone' | 'location' | 'description'>;
  color: string;
  datePoll?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const when = eventWhen(event);
  const long = (event.description?.length ?? 0) > LONG_DESCRIPTION;
  return (
    <div style={{ color, display: 'flex', flexDirection: 'column', gap: 2, overflowWrap: 'anywhere' }}>
      <span>
        <CalendarOutlined /> {!event.startDate && datePoll ? <a href={`#${DATE_POLL_ANCHOR}`}>{when}</a> : when}
      </span>
      {event.location && (
        <span>
          <EnvironmentOutlined /> {event.location}
        </span>
      )}
      {event.description && (
        <p style={{ margin: '6px 0 0', maxWidth: 720, whiteSpace: 'pre-line' }}>
          {long && !expanded ? `${event.description.slice(0, LONG_DESCRIPTION).trimEnd()}…` : event.description}
          {long && (
            <>
              {' '}
              <button
                type="button"
                onClick={() => setExpanded(!expanded)}
                style={{
                  border: 0,
                  padding: 0,
                  background: 'none',
                  color: 'inherit',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                {expanded ? 'Show less' : 'Read more'}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
