import { partyAskedTo, scheduleItemVisibleTo } from '../../../common/access/schedule-visibility';
import type { AnnouncementAudience } from './announcement.entity';

/**
 * Who an announcement is for, as SQL true for the event_members row `m`, read once when it is posted:
 * `item` is the SQL of the item's id. An answer counts when the member gave it themself (or their party
 * did) to an item they may see; "to come" is an item that has not started.
 */
export function audienceIncludes(audience: AnnouncementAudience, item: string): string {
  const going = (items: string) => `EXISTS (
    SELECT 1 FROM event_schedule s
    JOIN rsvps r ON r."scheduleEventId" = s.id AND r."userId" = m."userId" AND r.status = 'going'
    WHERE s."eventId" = m."eventId" AND ${items} AND ${scheduleItemVisibleTo('s', 'm."userId"')})`;
  switch (audience) {
    case 'everyone':
      return 'TRUE';
    case 'going':
      return going('s."startTime" > now()');
    case 'item':
      return going(`s.id = ${item}`);
    case 'not_responded':
      // Only the items their party is asked to: an admin sees private items they are not invited to.
      return `EXISTS (
        SELECT 1 FROM event_schedule s
        WHERE s."eventId" = m."eventId" AND s."startTime" > now()
          AND ${scheduleItemVisibleTo('s', 'm."userId"')} AND ${partyAskedTo('s', 'm."partyId"')}
          AND NOT EXISTS (SELECT 1 FROM rsvps r WHERE r."scheduleEventId" = s.id AND r."userId" = m."userId"))`;
  }
}
