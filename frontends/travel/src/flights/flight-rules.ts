import type { Dayjs } from 'dayjs';

/** The form's texts of spec section 5; the other fields take the API's "<label> is required". */
export const DEPARTURE_TIME_REQUIRED = 'Departure time is required';
export const ARRIVAL_TIME_REQUIRED = 'Arrival time is required';
export const ARRIVAL_AFTER_DEPARTURE = 'Arrival time must be after the departure time';

/** A flight lands after it takes off; with either time missing the required rule speaks instead. */
export function arrivalTimeRefusal(departure: Dayjs | null | undefined, arrival: Dayjs | null | undefined) {
  if (!departure || !arrival) return null;
  return arrival.isAfter(departure) ? null : ARRIVAL_AFTER_DEPARTURE;
}
