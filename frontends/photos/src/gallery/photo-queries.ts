import { apiGet, apiRequest, errorMessage, type Photo, type PhotoPage, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryFilter } from './photo-filter';

/**
 * The gallery keeps whole pages (photos, total, pending) under keys of its own below queryKeys.photos:
 * the dashboard keeps a plain photo array at queryKeys.photos itself, and invalidating that key
 * refreshes both.
 */
export const galleryKey = (eventId: string, filter: GalleryFilter) => [...queryKeys.photos(eventId), filter] as const;

/** While the caller's own uploads are still processing, the gallery looks again this often. */
export const PROCESSING_POLL_MS = 1500;

export function useGallery(eventId: string) {
  return useQuery({
    queryKey: galleryKey(eventId, 'all'),
    queryFn: async () => (await apiGet<PhotoPage>(`/api/events/${eventId}/photos`))!,
    enabled: Boolean(eventId),
    refetchInterval: (query) =>
      query.state.data?.pending.some((photo) => photo.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

export function useFeatured(eventId: string) {
  return useQuery({
    queryKey: galleryKey(eventId, 'featured'),
    queryFn: async () => (await apiGet<Pick<PhotoPage, 'photos' | 'total'>>(`/api/events/${eventId}/photos/featured`))!,
    enabled: Boolean(eventId),
  });
}

/** What a change to the photos changes: the gallery, the dashboard's preview and the banner slides. */
function useRefreshPhotos(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.photos(eventId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bannerSlides(eventId) }),
    ]);
}

/** Spec section 4: not voted to voted by POST, back by DELETE; the list refreshes afterwards. */
export function useVote(eventId: string) {
  const refresh = useRefreshPhotos(eventId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (photo: Photo) => apiRequest(photo.userVoted ? 'DELETE' : 'POST', `/api/photos/${photo.id}/vote`),
    onError: (error) =>
      notify({ title: 'Error', description: errorMessage(error, 'Failed to save your vote.'), variant: 'destructive' }),
    onSettled: refresh,
  });
}

export function useFeature(eventId: string) {
  const refresh = useRefreshPhotos(eventId);
  const notify = useNotify();
  return useMutation({
    mutationFn: (photo: Photo) =>
      apiRequest('PATCH', `/api/events/${eventId}/photos/${photo.id}`, { isFeatured: !photo.isFeatured }),
    onError: (error) =>
      notify({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the photo.'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

export function useDeletePhoto(eventId: string) {
  const refresh = useRefreshPhotos(eventId);
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (photoId: string) => apiRequest('DELETE', `/api/photos/${photoId}`),
    onSuccess: () => {
      notify({ title: 'Photo Deleted' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity(eventId) });
    },
    onError: (error) =>
      notify({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete the photo.'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}
