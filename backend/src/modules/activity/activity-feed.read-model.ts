import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../database/sql';
import { scheduleItemVisibleTo } from '../../common/access/schedule-visibility';
import type { ActivityRow } from './activity-entry';

/** Where a page starts: entries strictly older than this instant (as text, microseconds kept) and id. */
export interface ActivityCursor {
  at: string;
  id: string;
}

/**
 * One branch per kind of entry, each reading at most a page from its (eventId, time) index: `at <= $2`
 * bounds the index scan and the row comparison breaks ties between entries of the same instant by id.
 * The schedule's entries are those of the items the reader ($5) may see.
 */
const ACTIVITY_SQL = `
WITH entries AS (
  (SELECT 'event_created' AS type, ev.id, ev."createdAt" AS at, ev."createdBy" AS "actorId",
          NULL::text AS subject, NULL::text AS detail
   FROM events ev
   WHERE ev.id = $1 AND ev."createdAt" <= $2 AND (ev."createdAt", ev.id) < ($2, $3))
  UNION ALL
  -- The creator's own membership is the event's creation.
  (SELECT 'member_joined', m.id, m."joinedAt", m."userId", NULL, NULL
   FROM event_members m
   WHERE m."eventId" = $1 AND m.role <> 'creator' AND m."joinedAt" <= $2 AND (m."joinedAt", m.id) < ($2, $3)
   ORDER BY m."joinedAt" DESC, m.id DESC LIMIT $4)
  UNION ALL
  -- Removed members joined too: their membership's entry stays, under the same id.
  (SELECT 'member_joined', d."memberId", d."joinedAt", d."userId", NULL, NULL
   FROM member_departures d
   WHERE d."eventId" = $1 AND d.role <> 'creator' AND d."joinedAt" <= $2 AND (d."joinedAt", d."memberId") < ($2, $3)
   ORDER BY d."joinedAt" DESC, d."memberId" DESC LIMIT $4)
  UNION ALL
  (SELECT 'member_removed', d.id, d."leftAt", d."removedBy", gone."displayName", NULL
   FROM member_departures d JOIN users gone ON gone.id = d."userId"
   WHERE d."eventId" = $1 AND d."leftAt" <= $2 AND (d."leftAt", d.id) < ($2, $3)
   ORDER BY d."leftAt" DESC, d.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'photo_uploaded', p.id, p."uploadedAt", p."uploadedBy", p.caption, NULL
   FROM photos p
   WHERE p."eventId" = $1 AND p.status = 'ready' AND p."uploadedAt" <= $2 AND (p."uploadedAt", p.id) < ($2, $3)
   ORDER BY p."uploadedAt" DESC, p.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'flight_added', f.id, f."createdAt", f."userId", f.departure, f.arrival
   FROM flights f
   WHERE f."eventId" = $1 AND f."createdAt" <= $2 AND (f."createdAt", f.id) < ($2, $3)
   ORDER BY f."createdAt" DESC, f.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'carpool_created', c.id, c."createdAt", c."driverId", c."fromLocation", c."toLocation"
   FROM carpools c
   WHERE c."eventId" = $1 AND c."createdAt" <= $2 AND (c."createdAt", c.id) < ($2, $3)
   ORDER BY c."createdAt" DESC, c.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'carpool_joined', p.id, p."joinedAt", p."userId", c."fromLocation", c."toLocation"
   FROM carpools c JOIN carpool_passengers p ON p."carpoolId" = c.id
   WHERE c."eventId" = $1 AND p."joinedAt" <= $2 AND (p."joinedAt", p.id) < ($2, $3)
   ORDER BY p."joinedAt" DESC, p.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'schedule_item_added', s.id, s."createdAt", s."createdBy", s.title, NULL
   FROM event_schedule s
   WHERE s."eventId" = $1 AND s."createdAt" <= $2 AND (s."createdAt", s.id) < ($2, $3)
     AND ${scheduleItemVisibleTo('s', '$5')}
   ORDER BY s."createdAt" DESC, s.id DESC LIMIT $4)
  UNION ALL
  -- A member's latest answer to each item: answering again moves it up.
  (SELECT 'rsvp_answered', r.id, r."respondedAt", r."userId", s.title, r.status
   FROM event_schedule s JOIN rsvps r ON r."scheduleEventId" = s.id
   WHERE s."eventId" = $1 AND r."respondedAt" <= $2 AND (r."respondedAt", r.id) < ($2, $3)
     -- A party's reply shows once, as its member's answer: its guests' answers are part of it.
     AND r."recordedBy" IS NULL AND r."userId" IS NOT NULL AND ${scheduleItemVisibleTo('s', '$5')}
   ORDER BY r."respondedAt" DESC, r.id DESC LIMIT $4)
  UNION ALL
  -- An answer an admin took for someone (by phone): the admin is who did it; whose answer, the outer join says.
  (SELECT 'rsvp_recorded', r.id, r."respondedAt", r."recordedBy", s.title, r.status
   FROM event_schedule s JOIN rsvps r ON r."scheduleEventId" = s.id
   WHERE s."eventId" = $1 AND r."respondedAt" <= $2 AND (r."respondedAt", r.id) < ($2, $3)
     AND r."recordedBy" IS NOT NULL AND ${scheduleItemVisibleTo('s', '$5')}
   ORDER BY r."respondedAt" DESC, r.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'role_changed', r.id, r."changedAt", r."changedByUserId", target."displayName", r."newRole"
   FROM role_changes r LEFT JOIN users target ON target.id = r."changedUserId"
   WHERE r."eventId" = $1 AND r."changedAt" <= $2 AND (r."changedAt", r.id) < ($2, $3)
   ORDER BY r."changedAt" DESC, r.id DESC LIMIT $4)
  UNION ALL
  (SELECT CASE WHEN d."pollOptionId" IS NULL THEN 'dates_set' ELSE 'dates_chosen' END, d.id, d."changedAt",
          d."changedBy", to_char(d."startDate" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          to_char(d."endDate" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
   FROM event_date_changes d
   WHERE d."eventId" = $1 AND d."changedAt" <= $2 AND (d."changedAt", d.id) < ($2, $3)
   ORDER BY d."changedAt" DESC, d.id DESC LIMIT $4)
  UNION ALL
  -- Amounts as minor units and the event's currency: "12345 USD".
  (SELECT 'expense_' || x.change, x.id, x.at, x."actorId", x.title,
          x."amountInEventCurrency" || ' ' || (SELECT currency FROM events WHERE id = $1)
   FROM expense_changes x
   WHERE x."eventId" = $1 AND x.at <= $2 AND (x.at, x.id) < ($2, $3)
   ORDER BY x.at DESC, x.id DESC LIMIT $4)
  UNION ALL
  (SELECT 'payment_recorded', p.id, p."createdAt", p."recordedBy", payer."displayName",
          p.amount || ' ' || (SELECT currency FROM events WHERE id = $1)
   FROM payments p JOIN users payer ON payer.id = p."fromUserId"
   WHERE p."eventId" = $1 AND p."createdAt" <= $2 AND (p."createdAt", p.id) < ($2, $3)
   ORDER BY p."createdAt" DESC, p.id DESC LIMIT $4)
  UNION ALL
  -- An announcement shows to those it went to and to the admins.
  (SELECT 'announcement_posted', a.id, a."createdAt", a."authorId", a.body, NULL
   FROM announcements a
   WHERE a."eventId" = $1 AND a."createdAt" <= $2 AND (a."createdAt", a.id) < ($2, $3)
     AND (EXISTS (SELECT 1 FROM announcement_recipients received
                  WHERE received."announcementId" = a.id AND received."userId" = $5)
          OR EXISTS (SELECT 1 FROM event_members viewer
                     WHERE viewer."eventId" = $1 AND viewer."userId" = $5 AND viewer.role IN ('admin', 'creator')))
   ORDER BY a."createdAt" DESC, a.id DESC LIMIT $4)
  UNION ALL
  -- A comment still there: what it is on, and "<kind>:<id>" for its link; a private item's only for those it is for.
  (SELECT 'comment_added', c.id, c."createdAt", c."authorId",
          coalesce(photo.caption, item.title, ride."fromLocation" || ' to ' || ride."toLocation", stay.name),
          CASE WHEN c."photoId" IS NOT NULL THEN 'photo:' || c."photoId"
               WHEN c."scheduleItemId" IS NOT NULL THEN 'scheduleItem:' || c."scheduleItemId"
               WHEN c."carpoolId" IS NOT NULL THEN 'carpool:' || c."carpoolId"
               ELSE 'stay:' || c."stayId" END
   FROM comments c
   LEFT JOIN photos photo ON photo.id = c."photoId"
   LEFT JOIN event_schedule item ON item.id = c."scheduleItemId"
   LEFT JOIN carpools ride ON ride.id = c."carpoolId"
   LEFT JOIN stays stay ON stay.id = c."stayId"
   WHERE c."eventId" = $1 AND c."deletedAt" IS NULL AND c."createdAt" <= $2 AND (c."createdAt", c.id) < ($2, $3)
     AND (c."scheduleItemId" IS NULL OR ${scheduleItemVisibleTo('item', '$5')})
   ORDER BY c."createdAt" DESC, c.id DESC LIMIT $4)
)
SELECT e.type, e.id, e.at, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atText",
       e."actorId", u."displayName", u."photoURL", e.subject, e.detail,
       (SELECT "timeZone" FROM events WHERE id = $1) AS "timeZone",
       coalesce(answerer."displayName", guest.name, payee."displayName") AS person
FROM entries e LEFT JOIN users u ON u.id = e."actorId"
LEFT JOIN rsvps recorded ON e.type = 'rsvp_recorded' AND recorded.id = e.id
LEFT JOIN users answerer ON answerer.id = recorded."userId"
LEFT JOIN party_guests guest ON guest.id = recorded."guestId"
LEFT JOIN payments paid ON e.type = 'payment_recorded' AND paid.id = e.id
LEFT JOIN users payee ON payee.id = paid."toUserId"
ORDER BY e.at DESC, e.id DESC
LIMIT $4`;

/**
 * What happened in an event, read across its domains (the event and its dates, members and departures,
 * photos, travel, schedule and answers, role changes, costs, announcements and comments) as one feed of
 * entries, newest first.
 */
@Injectable()
export class ActivityFeedReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Up to `count` entries older than the cursor that the user may see, newest first: one query whatever
   * the count.
   */
  entriesBefore(eventId: string, userId: string, cursor: ActivityCursor, count: number): Promise<ActivityRow[]> {
    return rowsOf(this.dataSource, { text: ACTIVITY_SQL, values: [eventId, cursor.at, cursor.id, count, userId] });
  }
}
