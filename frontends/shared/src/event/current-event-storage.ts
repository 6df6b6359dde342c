/** Browser storage key of the current event (spec section 3). */
export const CURRENT_EVENT_KEY = 'currentEventId';
