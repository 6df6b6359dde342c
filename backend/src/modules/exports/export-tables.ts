import type { MemberRole } from '../../common/access/member-role';
import type { EventCaller } from '../../common/access/event-access.rules';
import { canReadEventProfile, coreProfileAccess, showsProfileFields } from '../users/profile-visibility';
import type { ExportedCarpoolRow, ExportedFlightRow, ExportedMemberRow, ExportedPhotoRow } from './exports.repository';
import type { CsvColumn } from './spreadsheet-csv';

const ROLE_NAMES: Record<MemberRole, string> = { creator: 'Creator', admin: 'Admin', attendee: 'Attendee' };

/** The event-profile fields the viewer may see of one member, as the members list and profiles show them. */
export interface VisibleMember {
  row: ExportedMemberRow;
  dietaryNotes: string | null;
  allergies: string[];
  roomingPreferences: string | null;
  transportationNotes: string | null;
  specialRequests: string | null;
}

/**
 * The same rules as reading one event profile: a saved profile as its visibility allows the viewer; an
 * unsaved one only with the dietary restrictions and allergies the core profile's privacy shows co-members.
 */
export function visibleMember(viewer: EventCaller, row: ExportedMemberRow): VisibleMember {
  const isSelf = row.userId === viewer.userId;
  const hidden = {
    row,
    dietaryNotes: null,
    allergies: [],
    roomingPreferences: null,
    transportationNotes: null,
    specialRequests: null,
  };
  if (row.profileVisibility !== null) {
    if (!canReadEventProfile(row.profileVisibility, isSelf, viewer.role)) return hidden;
    return {
      row,
      dietaryNotes: row.eventDietaryNotes,
      allergies: row.eventAllergies ?? [],
      roomingPreferences: row.roomingPreferences,
      transportationNotes: row.transportationNotes,
      specialRequests: row.specialRequests,
    };
  }
  // Co-members of one event share it, so that is the relation unless the row is the viewer's own.
  if (!showsProfileFields(coreProfileAccess(row.profilePrivacy, isSelf ? 'self' : 'shares-an-event'))) return hidden;
  return {
    ...hidden,
    dietaryNotes: row.dietaryRestrictions.length > 0 ? row.dietaryRestrictions.join(', ') : null,
    allergies: row.allergies,
  };
}

export const MEMBER_COLUMNS: CsvColumn<VisibleMember>[] = [
  { header: 'Name', value: (m) => m.row.displayName },
  { header: 'E-mail', value: (m) => m.row.email },
  { header: 'Role', value: (m) => ROLE_NAMES[m.row.role] },
  { header: 'Joined', value: (m) => m.row.joinedAt },
  { header: 'Dietary Notes', value: (m) => m.dietaryNotes },
  { header: 'Allergies', value: (m) => m.allergies.join(', ') },
  { header: 'Rooming Preferences', value: (m) => m.roomingPreferences },
  { header: 'Transportation', value: (m) => m.transportationNotes },
  { header: 'Special Requests', value: (m) => m.specialRequests },
];

export const FLIGHT_COLUMNS: CsvColumn<ExportedFlightRow>[] = [
  { header: 'Traveller', value: (f) => f.traveller },
  { header: 'E-mail', value: (f) => f.email },
  { header: 'Airline', value: (f) => f.airline },
  { header: 'Flight Number', value: (f) => f.flightNumber },
  { header: 'From', value: (f) => f.departure },
  { header: 'To', value: (f) => f.arrival },
  { header: 'Departure', value: (f) => f.departureTime },
  { header: 'Arrival', value: (f) => f.arrivalTime },
];

export const CARPOOL_COLUMNS: CsvColumn<ExportedCarpoolRow>[] = [
  { header: 'Driver', value: (c) => c.driver },
  { header: 'Driver E-mail', value: (c) => c.driverEmail },
  { header: 'From', value: (c) => c.fromLocation },
  { header: 'To', value: (c) => c.toLocation },
  { header: 'Departure', value: (c) => c.departureTime },
  { header: 'Seats', value: (c) => c.maxSeats },
  { header: 'Seats Taken', value: (c) => c.currentSeats },
  { header: 'Passengers', value: (c) => c.passengers.join(', ') },
];

/** The photos archive's manifest: which file is which photo, with its caption and uploader. */
export const PHOTO_MANIFEST_COLUMNS: CsvColumn<{ photo: ExportedPhotoRow; file: string | null }>[] = [
  { header: 'File', value: (p) => p.file ?? '(no stored image)' },
  { header: 'Caption', value: (p) => p.photo.caption },
  { header: 'Uploaded By', value: (p) => p.photo.uploader ?? 'Former member' },
  { header: 'Uploaded', value: (p) => p.photo.uploadedAt },
  { header: 'Featured', value: (p) => p.photo.isFeatured },
  { header: 'Votes', value: (p) => p.photo.votes },
];
