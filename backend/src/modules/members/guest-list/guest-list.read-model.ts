import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf, type Statement } from '../../../database/sql';
import type { ExportedMemberRow } from '../../exports/exports.repository';
import type { Audience } from '../../schedule/schedule-item.entity';
import type { QuestionKind } from '../../schedule/questions/rsvp-question.entity';
import type { RsvpStatus } from '../../schedule/rsvp.entity';
import type { InvitedGuest } from '../event-invitation.entity';
import type { AgeGroup } from '../parties/party-guest.entity';

/** A member with what the exports read of them (role, profiles' privacy and health details) and their party. */
export interface GuestListMemberRow extends ExportedMemberRow {
  partyId: string;
}

export interface GuestListPartyRow {
  id: string;
  guestLimit: number;
  lastRemindedAt: Date | null;
}

export interface GuestListGuestRow {
  id: string;
  partyId: string;
  name: string | null;
  ageGroup: AgeGroup;
}

export interface GuestListItemRow {
  id: string;
  title: string;
  startTime: Date;
  audience: Audience;
  /** The parties a private item invites; empty for an item for everyone. */
  partyIds: string[];
}

export interface GuestListRsvpRow {
  scheduleItemId: string;
  userId: string | null;
  guestId: string | null;
  status: RsvpStatus;
  recordedBy: string | null;
  recorderName: string | null;
}

export interface GuestListQuestionRow {
  id: string;
  prompt: string;
  kind: QuestionKind;
  options: string[];
  required: boolean;
  scheduleItemId: string | null;
}

export interface GuestListQuestionAnswerRow {
  questionId: string;
  userId: string | null;
  guestId: string | null;
  value: string[];
}

export interface GuestListInvitationRow {
  id: string;
  email: string;
  name: string | null;
  guestLimit: number;
  guests: InvitedGuest[];
  invitedAt: Date;
}

/** Everything the guest list is made of, as the tables hold it. */
export interface GuestListRows {
  /** The event's IANA zone. */
  timeZone: string;
  members: GuestListMemberRow[];
  parties: GuestListPartyRow[];
  guests: GuestListGuestRow[];
  items: GuestListItemRow[];
  rsvps: GuestListRsvpRow[];
  questions: GuestListQuestionRow[];
  questionAnswers: GuestListQuestionAnswerRow[];
  invitations: GuestListInvitationRow[];
}

const statements = (
  eventId: string,
): Record<Exclude<keyof GuestListRows, 'timeZone'>, Statement> & {
  event: Statement;
} => ({
  event: { text: 'SELECT "timeZone" FROM events WHERE id = $1', values: [eventId] },
  members: {
    text: `SELECT m."userId", m."partyId", u."displayName", u.email, m.role, m."joinedAt", u."profilePrivacy",
                  u."dietaryRestrictions", u.allergies, p."profileVisibility", p."eventDietaryNotes",
                  p."eventAllergies", p."roomingPreferences", p."transportationNotes", p."specialRequests"
           FROM event_members m
           JOIN users u ON u.id = m."userId"
           LEFT JOIN event_user_profiles p ON p."eventId" = m."eventId" AND p."userId" = m."userId"
           WHERE m."eventId" = $1
           ORDER BY m."joinedAt", m.id`,
    values: [eventId],
  },
  parties: {
    text: `SELECT id, "guestLimit", "lastRemindedAt" FROM parties WHERE "eventId" = $1 ORDER BY "createdAt", id`,
    values: [eventId],
  },
  guests: {
    text: `SELECT id, "partyId", name, "ageGroup" FROM party_guests WHERE "eventId" = $1 ORDER BY "createdAt", id`,
    values: [eventId],
  },
  items: {
    text: `SELECT s.id, s.title, s."startTime", s.audience,
                  coalesce(array_agg(sp."partyId") FILTER (WHERE sp."partyId" IS NOT NULL), '{}') AS "partyIds"
           FROM event_schedule s LEFT JOIN schedule_item_parties sp ON sp."scheduleItemId" = s.id
           WHERE s."eventId" = $1
           GROUP BY s.id
           ORDER BY s."startTime", s.id`,
    values: [eventId],
  },
  rsvps: {
    text: `SELECT r."scheduleEventId" AS "scheduleItemId", r."userId", r."guestId", r.status, r."recordedBy",
                  recorder."displayName" AS "recorderName"
           FROM event_schedule s
           JOIN rsvps r ON r."scheduleEventId" = s.id
           LEFT JOIN users recorder ON recorder.id = r."recordedBy"
           WHERE s."eventId" = $1`,
    values: [eventId],
  },
  questions: {
    text: `SELECT id, prompt, kind, options, required, "scheduleItemId" FROM rsvp_questions
           WHERE "eventId" = $1 ORDER BY position, "createdAt", id`,
    values: [eventId],
  },
  questionAnswers: {
    text: `SELECT a."questionId", a."userId", a."guestId", a.value
           FROM rsvp_questions q JOIN rsvp_question_answers a ON a."questionId" = q.id
           WHERE q."eventId" = $1`,
    values: [eventId],
  },
  invitations: {
    text: `SELECT id, email, name, "guestLimit", guests, "invitedAt" FROM event_invitations
           WHERE "eventId" = $1 AND status = 'pending' ORDER BY "invitedAt", id`,
    values: [eventId],
  },
});

/**
 * The tables of an event's guest list, each read whole in one statement (nine, whatever the event's size);
 * guestListOf assembles them. Reads run together inside one read-only transaction, so they see one moment.
 */
@Injectable()
export class GuestListReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  read(eventId: string): Promise<GuestListRows | undefined> {
    const sql = statements(eventId);
    return this.dataSource.transaction('REPEATABLE READ', async (tx) => {
      const [event] = await rowsOf<{ timeZone: string }>(tx, sql.event);
      if (!event) return undefined;
      // One connection: the statements go one after the other, each a single round trip.
      return {
        timeZone: event.timeZone,
        members: await rowsOf<GuestListMemberRow>(tx, sql.members),
        parties: await rowsOf<GuestListPartyRow>(tx, sql.parties),
        guests: await rowsOf<GuestListGuestRow>(tx, sql.guests),
        items: await rowsOf<GuestListItemRow>(tx, sql.items),
        rsvps: await rowsOf<GuestListRsvpRow>(tx, sql.rsvps),
        questions: await rowsOf<GuestListQuestionRow>(tx, sql.questions),
        questionAnswers: await rowsOf<GuestListQuestionAnswerRow>(tx, sql.questionAnswers),
        invitations: await rowsOf<GuestListInvitationRow>(tx, sql.invitations),
      };
    });
  }
}
