import { apiRequest, type BannerSettings, type EventDetail, queryKeys, type ThemeColors } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SETTINGS_TOASTS } from '../settings-toasts';
import { resetAfter, type SaveStatus } from './save-status';

/** What one auto-save sends: one changed field (both dates together when planning becomes TBD). */
export interface EventChanges {
  name?: string;
  description?: string | null;
  location?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  timeZone?: string;
  customLogo?: string | null;
  dressCode?: string | null;
  registryUrl?: string | null;
  /** The whole FAQ, in its new order. */
  faq?: EventDetail['faq'];
  themeColors?: ThemeColors;
  bannerSettings?: Partial<Pick<BannerSettings, 'autoRotate' | 'style'>>;
}

export interface AutoSave {
  statusOf: (field: string) => SaveStatus;
  /** Saves with PUT /api/events/{id}; answers whether it worked. Failures toast 'Save Failed'. */
  save: (field: string, changes: EventChanges) => Promise<boolean>;
}

export function useAutoSave(eventId: string): AutoSave {
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queryClient = useQueryClient();
  const notify = useNotify();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const setStatus = useCallback((field: string, status: SaveStatus) => {
    setStatuses((current) => ({ ...current, [field]: status }));
    clearTimeout(timers.current.get(field));
    const after = resetAfter(status);
    if (after !== null)
      timers.current.set(
        field,
        setTimeout(() => setStatuses((current) => ({ ...current, [field]: 'idle' })), after),
      );
  }, []);

  const save = useCallback(
    async (field: string, changes: EventChanges) => {
      setStatus(field, 'saving');
      try {
        const { event } = await apiRequest<{ event: EventDetail }>('PUT', `/api/events/${eventId}`, changes);
        queryClient.setQueryData(queryKeys.event(eventId), event);
        void queryClient.invalidateQueries({ queryKey: queryKeys.events });
        if (changes.bannerSettings) void queryClient.invalidateQueries({ queryKey: queryKeys.bannerSlides(eventId) });
        setStatus(field, 'saved');
        return true;
      } catch {
        setStatus(field, 'error');
        notify(SETTINGS_TOASTS.saveFailed);
        return false;
      }
    },
    [eventId, notify, queryClient, setStatus],
  );

  const statusOf = useCallback((field: string) => statuses[field] ?? 'idle', [statuses]);
  return { statusOf, save };
}
