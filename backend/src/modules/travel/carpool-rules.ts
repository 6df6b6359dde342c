export const CARPOOL_FULL = 'This carpool is full: no seats are left';
export const ALREADY_PASSENGER = 'You have already joined this carpool';
export const NOT_PASSENGER = 'You are not a passenger of this carpool';

export interface CarpoolSeats {
  driverId: string;
  currentSeats: number;
  maxSeats: number;
}

/** Joinable while current seats are below max seats (spec section 4), by anyone but the driver, once. */
export function joinRefusal(carpool: CarpoolSeats, userId: string, isPassenger: boolean): string | null {
  if (carpool.driverId === userId) return 'You are driving this carpool: your seat is already taken';
  if (isPassenger) return ALREADY_PASSENGER;
  if (carpool.currentSeats >= carpool.maxSeats) return CARPOOL_FULL;
  return null;
}

/** Only passengers leave; the driver cancels the carpool instead. */
export function leaveRefusal(carpool: CarpoolSeats, userId: string, isPassenger: boolean): string | null {
  if (carpool.driverId === userId) return 'You are driving this carpool: cancel it instead of leaving';
  if (!isPassenger) return NOT_PASSENGER;
  return null;
}
