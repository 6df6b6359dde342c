import type { Carpool } from '@gatherly/shared';

/** Spec section 9: seats 1 to 8, default 4; the driver's seat counts. */
export const MIN_SEATS = 1;
export const MAX_SEATS = 8;
export const DEFAULT_SEATS = 4;

export type SeatAction = 'join' | 'leave' | 'none';

/**
 * What the user can do with a carpool: passengers leave; anyone else but the driver joins while current
 * seats are below max seats (spec section 4).
 */
export function seatAction(carpool: Carpool, userId: string | undefined): SeatAction {
  if (!userId || carpool.driverId === userId) return 'none';
  if (carpool.passengers.some((passenger) => passenger.userId === userId)) return 'leave';
  return carpool.currentSeats < carpool.maxSeats ? 'join' : 'none';
}

/** '+ 1 passenger', '+ 3 passengers'; nothing while the driver rides alone. */
export function passengersText(count: number): string | null {
  if (count <= 0) return null;
  return `+ ${count} ${count === 1 ? 'passenger' : 'passengers'}`;
}
