import type { Toast } from '@gatherly/shared';

/** The travel toasts of spec section 8, written once; leaving a carpool is ours (the spec has no leave). */
export const TRAVEL_TOASTS = {
  flightAdded: { title: 'Flight Added' },
  flightFailed: { title: 'Error', description: 'Failed to add flight. Please try again.', variant: 'destructive' },
  carpoolCreated: { title: 'Carpool Created' },
  carpoolFailed: { title: 'Error', description: 'Failed to create carpool. Please try again.', variant: 'destructive' },
  carpoolJoined: { title: 'Joined Carpool' },
  joinFailed: { title: 'Error', description: 'Failed to join carpool. Please try again.', variant: 'destructive' },
  carpoolLeft: { title: 'Left Carpool' },
  leaveFailed: { title: 'Error', description: 'Failed to leave carpool. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, Toast>;
