/** What a link into Travel asks to open: the dashboard's Add Flight and Create Carpool send `?add=`. */
export type TravelIntent = 'flight' | 'carpool' | null;

export const INTENT_PARAM = 'add';

export function travelIntent(params: URLSearchParams): TravelIntent {
  const asked = params.get(INTENT_PARAM);
  return asked === 'flight' || asked === 'carpool' ? asked : null;
}
