import { apiGet, queryKeys } from '@gatherly/shared';
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
