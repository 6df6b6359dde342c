import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberRole } from '../../common/access/member-role';
import { firstRow, rowsOf } from '../../database/sql';
import type { ProfileVisibility } from '../users/event-user-profile.entity';
import type { ProfilePrivacy } from '../users/user.entity';

export interface ExportedEventRow {
  name: string;
  /** IANA zone every exported time is written in. */
  timeZone: string;
}

/** A member with their core profile's privacy and health details and, when saved, their event profile. */
export interface ExportedMemberRow {
  userId: string;
  displayName: string;
  email: string;
  role: MemberRole;
  joinedAt: Date;
  profilePrivacy: ProfilePrivacy;
  dietaryRestrictions: string[];
  allergies: string[];
  /** Null when the member never saved an event profile. */
  profileVisibility: ProfileVisibility | null;
  eventDietaryNotes: string | null;
  eventAllergies: string[] | null;
  roomingPreferences: string | null;
  transportationNotes: string | null;
  specialRequests: string | null;
}

export interface ExportedFlightRow {
  traveller: string;
  email: string;
  airline: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  departureTime: Date;
  arrivalTime: Date;
}

export interface ExportedCarpoolRow {
  driver: string;
  driverEmail: string;
  fromLocation: string;
  toLocation: string;
  departureTime: Date;
  maxSeats: number;
  currentSeats: number;
  passengers: string[];
}

export interface ExportedPhotoRow {
  id: string;
  filename: string;
  caption: string | null;
  originalFormat: string | null;
  isFeatured: boolean;
  votes: number;
  uploadedAt: Date;
  uploader: string | null;
}

/** The reads of an event's export: one statement per file, whatever the event's size. */
@Injectable()
export class ExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  event(eventId: string): Promise<ExportedEventRow | undefined> {
    return firstRow(this.dataSource, {
      text: 'SELECT name, "timeZone" FROM events WHERE id = $1',
      values: [eventId],
    });
  }

  members(eventId: string): Promise<ExportedMemberRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT m."userId", u."displayName", u.email, m.role, m."joinedAt", u."profilePrivacy",
                    u."dietaryRestrictions", u.allergies, p."profileVisibility", p."eventDietaryNotes",
                    p."eventAllergies", p."roomingPreferences", p."transportationNotes", p."specialRequests"
             FROM event_members m
             JOIN users u ON u.id = m."userId"
             LEFT JOIN event_user_profiles p ON p."eventId" = m."eventId" AND p."userId" = m."userId"
             WHERE m."eventId" = $1
             ORDER BY CASE m.role WHEN 'creator' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, m."joinedAt", m.id`,
      values: [eventId],
    });
  }

  flights(eventId: string): Promise<ExportedFlightRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT u."displayName" AS traveller, u.email, f.airline, f."flightNumber", f.departure, f.arrival,
                    f."departureTime", f."arrivalTime"
             FROM flights f JOIN users u ON u.id = f."userId"
             WHERE f."eventId" = $1
             ORDER BY f."arrivalTime", f.id`,
      values: [eventId],
    });
  }

  carpools(eventId: string): Promise<ExportedCarpoolRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT d."displayName" AS driver, d.email AS "driverEmail", c."fromLocation", c."toLocation",
                    c."departureTime", c."maxSeats", c."currentSeats",
                    COALESCE(array_agg(u."displayName" ORDER BY cp."joinedAt", cp.id)
                             FILTER (WHERE cp.id IS NOT NULL), '{}') AS passengers
             FROM carpools c
             JOIN users d ON d.id = c."driverId"
             LEFT JOIN carpool_passengers cp ON cp."carpoolId" = c.id
             LEFT JOIN users u ON u.id = cp."userId"
             WHERE c."eventId" = $1
             GROUP BY c.id, d.id
             ORDER BY c."departureTime", c.id`,
      values: [eventId],
    });
  }

  /** The listed photos (ready ones), oldest first. */
  photos(eventId: string): Promise<ExportedPhotoRow[]> {
    return rowsOf(this.dataSource, {
      text: `SELECT p.id, p.filename, p.caption, p."originalFormat", p."isFeatured", p.votes, p."uploadedAt",
                    u."displayName" AS uploader
             FROM photos p LEFT JOIN users u ON u.id = p."uploadedBy"
             WHERE p."eventId" = $1 AND p.status = 'ready'
             ORDER BY p."uploadedAt", p.id`,
      values: [eventId],
    });
  }
}
