import { CalendarOutlined, EnvironmentOutlined, GiftOutlined, SkinOutlined } from '@ant-design/icons';
import { daysToGoText, type EventDetail } from '@gatherly/shared';
import { useState } from 'react';
import { formatDateRange } from './date-poll/date-poll-view';
import { EventFaq } from './event-faq';

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
 * The essentials an event shows of itself. The admins' extras may be missing from an event the app kept
 * from before they existed (the offline copy the first-paint frame reads).
 */
export type EventEssentials = Pick<EventDetail, 'startDate' | 'endDate' | 'timeZone' | 'location' | 'description'> &
  Partial<Pick<EventDetail, 'mapUrl' | 'dressCode' | 'registryUrl' | 'faq'>>;

/** Links leave the app in a tab of their own, telling the other site nothing of the page they came from. */
const ELSEWHERE = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** 'zola.com' of https://www.zola.com/registry/…: the guest sees where the link goes. */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * When and where, what it is about and what guests ask, under the dashboard's heading and on the
 * invitation: plain elements, so that the first-paint frame draws the same lines before antd loads.
 * `datePoll` makes "Date TBD" a link to the poll.
 */
export function EventFacts({
  event,
  color,
  datePoll = false,
}: {
  event: EventEssentials;
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
          <EnvironmentOutlined />{' '}
          {event.mapUrl ? (
            <a href={event.mapUrl} {...ELSEWHERE} aria-label={`${event.location} (map, opens in a new tab)`}>
              {event.location}
            </a>
          ) : (
            event.location
          )}
        </span>
      )}
      {event.dressCode && (
        <span>
          <SkinOutlined /> Dress code: {event.dressCode}
        </span>
      )}
      {event.registryUrl && (
        <span>
          <GiftOutlined />{' '}
          <a href={event.registryUrl} {...ELSEWHERE}>
            Gift registry
          </a>{' '}
          ({siteOf(event.registryUrl)})
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
      {event.faq && event.faq.length > 0 && <EventFaq faq={event.faq} />}
    </div>
  );
}
