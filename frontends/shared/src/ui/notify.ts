import { useCallback } from 'react';
import { explainedOffline } from '../offline/offline-toast';
import type { Notify, Toast } from '../toasts';
import { useFeedback } from './feedback';

/** Spec section 9: toasts last 5 s by default. */
export const TOAST_DURATION_MS = 5000;

/** Shows a toast with antd's notification, inside the app's theme; a failure while offline says so. */
export function useNotify(): Notify {
  const withFeedback = useFeedback();
  return useCallback(
    (raised: Toast) => {
      const toast = explainedOffline(raised);
      withFeedback(({ notification }) =>
        (toast.variant === 'destructive' ? notification.error : notification.success)({
          title: toast.title,
          description: toast.description,
          duration: (toast.duration ?? TOAST_DURATION_MS) / 1000,
        }),
      );
    },
    [withFeedback],
  );
}
