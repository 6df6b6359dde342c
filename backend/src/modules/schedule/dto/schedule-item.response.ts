import type { RsvpStatus } from '../rsvp.entity';

export interface RsvpCounts {
  going: number;
  notGoing: number;
  maybe: number;
}

export interface ScheduleItemResponse {
  id: string;
  eventId: string;
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  location: string | null;
  createdBy: string | null;
  createdAt: Date;
  /** Responses of the event's current members. */
  rsvpCounts: RsvpCounts;
  /** The caller's own response; null is shown as 'Not Responded'. */
  userRsvp: RsvpStatus | null;
}

export type ScheduleItemRow = Omit<ScheduleItemResponse, 'rsvpCounts'> & RsvpCounts;

export function mapScheduleItem({ going, notGoing, maybe, ...item }: ScheduleItemRow): ScheduleItemResponse {
  return { ...item, rsvpCounts: { going, notGoing, maybe } };
}

export interface RsvpResponse {
  scheduleEventId: string;
  userId: string;
  status: RsvpStatus;
  respondedAt: Date;
}
