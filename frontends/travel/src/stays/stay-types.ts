/**
 * The shapes of the stays, ride suggestions and plan costs routes, as the API contract states them, for
 * as long as the generated API types do not list these routes.
 */
export type StayKind = 'hotel' | 'rental';

/** Someone who sleeps somewhere, or has no bed yet: a member (userId) or a party's guest (guestId). */
export interface Sleeper {
  userId: string | null;
  guestId: string | null;
  partyId: string;
  displayName: string;
  photoURL: string | null;
  ageGroup: 'adult' | 'child';
}

export interface StayRoom {
  id: string;
  name: string;
  beds: string | null;
  capacity: number;
  position: number;
  occupants: Sleeper[];
}

export interface Stay {
  id: string;
  kind: StayKind;
  name: string;
  address: string | null;
  bookingUrl: string | null;
  bookingCode: string | null;
  /** A calendar date, YYYY-MM-DD. */
  bookingCutoff: string | null;
  checkIn: string | null;
  checkOut: string | null;
  membersClaimBeds: boolean;
  createdBy: string;
  createdAt: string;
  capacity: number;
  occupied: number;
  rooms: StayRoom[];
}

export interface StaysAnswer {
  stays: Stay[];
  withoutBed: Sleeper[];
}

export interface NewRoom {
  name: string;
  beds?: string | null;
  capacity: number;
}

export interface StayFields {
  kind: StayKind;
  name: string;
  address?: string | null;
  bookingUrl?: string | null;
  bookingCode?: string | null;
  bookingCutoff?: string | null;
  checkIn?: string | null;
  checkOut?: string | null;
  membersClaimBeds?: boolean;
}

export interface NewStay extends StayFields {
  rooms?: NewRoom[];
}

/** Who a bed is for: exactly one of the two. */
export type SleeperRef = { userId: string } | { guestId: string };

export interface RideSuggestionPerson {
  userId: string;
  displayName: string;
  photoURL: string | null;
  flightId: string;
  arrivalTime: string;
}

export interface RideSuggestion {
  airport: string;
  earliest: string;
  latest: string;
  people: RideSuggestionPerson[];
}

export interface RideSuggestionsAnswer {
  suggestions: RideSuggestion[];
}

/** As much of an expense as a carpool or stay card shows. */
export interface PlanExpense {
  id: string;
  title: string;
  amountInEventCurrency: number;
  carpoolId: string | null;
  stayId: string | null;
  participants: unknown[];
}

/** As much of GET /costs as the travel section reads. */
export interface PlanCostsAnswer {
  currency: string;
  currencyDigits: number;
  expenses: PlanExpense[];
}

/** A cost for a carpool or a stay: who shares it is derived from the plan's people. */
export interface NewPlanCost {
  title: string;
  amount: number;
  currency: string;
  spentOn: string;
  splitMode: 'equal';
  carpoolId?: string;
  stayId?: string;
}
