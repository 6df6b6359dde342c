import { apiGet, daysToGoText, type EventListItem, queryKeys } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

export interface Slide {
  kind: 'custom' | 'photo';
  url: string;
  caption?: string | null;
}

/** The dashboard banner's slides: the custom banner and featured photos (spec section 2). */
export function useBannerSlides(eventId: string) {
  return useQuery({
    queryKey: queryKeys.bannerSlides(eventId),
    queryFn: async () => (await apiGet<{ slides: Slide[] }>(`/api/events/${eventId}/banner-slides`))?.slides ?? [],
    enabled: Boolean(eventId),
  });
}

/** The line under the dashboard's heading: how long until the event, and where. */
export function dashboardSubtitle(event: Pick<EventListItem, 'startDate' | 'location'>): string {
  return daysToGoText(event.startDate) + (event.location ? ` · ${event.location}` : '');
}
