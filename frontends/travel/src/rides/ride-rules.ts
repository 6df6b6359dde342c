import { formatTimeOfDay } from '@gatherly/shared';
import { MAX_SEATS } from '../carpools/carpool-rules';
import type { RideSuggestion } from './ride-types';

/** What "Offer a ride" fills in the Create Carpool dialog. */
export interface CarpoolPrefill {
  fromLocation: string;
  departureTime: string;
  maxSeats: number;
  /** Who is asked to join: everyone in the suggestion but the driver. */
  invitees: { userId: string; displayName: string }[];
}

/** "3 people land at LAX between 2:05 PM and 2:50 PM"; "at 2:05 PM" when they land together. */
export function suggestionText(suggestion: RideSuggestion): string {
  const earliest = formatTimeOfDay(suggestion.earliest);
  const latest = formatTimeOfDay(suggestion.latest);
  const when = earliest === latest ? `at ${earliest}` : `between ${earliest} and ${latest}`;
  return `${suggestion.people.length} people land at ${suggestion.airport} ${when}`;
}

/**
 * A carpool from the airport once the last of them has landed, with a seat for each of them and the
 * driver (at most the carpool's seats; the API invites at most that many minus the driver).
 */
export function carpoolPrefill(suggestion: RideSuggestion, driverId: string | undefined): CarpoolPrefill {
  const invitees = suggestion.people
    .filter((person) => person.userId !== driverId)
    .slice(0, MAX_SEATS - 1)
    .map(({ userId, displayName }) => ({ userId, displayName }));
  return {
    fromLocation: suggestion.airport,
    departureTime: suggestion.latest,
    maxSeats: Math.min(invitees.length + 1, MAX_SEATS),
    invitees,
  };
}
