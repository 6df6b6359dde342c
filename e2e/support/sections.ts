/** Each event section's menu entry and the heading its remote renders, as the tests open them. */
export const SECTIONS = [
  ['Photos', 'Photo Gallery'],
  ['Travel', 'Travel Coordination'],
  ['Members', 'Event Members'],
  ['Costs', 'Costs'],
  ['Settings', 'Event Settings'],
] as const;
