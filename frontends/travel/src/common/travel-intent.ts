/** What a link into Travel asks to open: the dashboard's Add Flight and Create Carpool send `?add=`. */
export type TravelIntent = 'flight' | 'carpool' | null;

export const INTENT_PARAM = 'add';

export function travelIntent(params: URLSearchParams): TravelIntent {
  const asked = params.get(INTENT_PARAM);
  return asked === 'flight' || asked === 'carpool' ? asked : null;
}

export const TRAVEL_TABS = ['flights', 'carpools', 'stays'] as const;
export type TravelTab = (typeof TRAVEL_TABS)[number];

/** The open tab lives in the address (`?tab=`), so a reload or a shared link opens the same one. */
export const TAB_PARAM = 'tab';

export function travelTab(params: URLSearchParams, intent: TravelIntent): TravelTab {
  if (intent) return intent === 'carpool' ? 'carpools' : 'flights';
  const asked = params.get(TAB_PARAM);
  return TRAVEL_TABS.find((tab) => tab === asked) ?? 'flights';
}
