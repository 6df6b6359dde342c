import type { ModalFuncProps } from 'antd';
import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { lazyRetrying } from '../loading/lazy-retrying';

/** antd's toast and confirmation-dialog APIs, bound to holders inside the app's theme. */
export interface Feedback {
  notification: NotificationInstance;
  modal: { confirm: (config: ModalFuncProps) => unknown };
}

type UseFeedback = (use: (feedback: Feedback) => void) => void;

const FeedbackContext = createContext<UseFeedback>(() => {
  throw new Error('Toasts and confirmations need a FeedbackProvider (EventThemeProvider renders one)');
});

const FeedbackHolders = lazyRetrying(() =>
  import('./feedback-holders').then(({ FeedbackHolders }) => ({ default: FeedbackHolders })),
);

/** How long the holders wait for an idle moment on a page that is never idle. */
const IDLE_AT_THE_LATEST_MS = 3000;

/** Runs `then` once the browser is idle (Safari has no idle callbacks: a short timer there); answers a cancel. */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout: IDLE_AT_THE_LATEST_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 200);
  return () => clearTimeout(timer);
}

/**
 * Toasts and confirmation dialogs for what it wraps, as antd's App gives them, but kept out of the first
 * screen's load: antd's App brings notification, message and Modal with it, about 20 KB compressed that the
 * first paint does not need. They load when the browser is first idle, so that a person's toasts and
 * confirmations open from their click at once, as App's do. Loaded only when first asked for, a dialog
 * that opened the moment its code arrived now and then ignored the click on its button that followed
 * (the date poll's browser test under load: no request sent, the dialog still open). What is asked for
 * before they have loaded waits, then shows.
 */
export function FeedbackProvider({
  notification,
  children,
}: {
  notification: NotificationConfig;
  children: ReactNode;
}) {
  const ready = useRef<Feedback | null>(null);
  const waiting = useRef<Array<(feedback: Feedback) => void>>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const withFeedback = useCallback<UseFeedback>((use) => {
    if (ready.current) return use(ready.current);
    waiting.current.push(use);
    setWanted(true);
  }, []);
  const onReady = useCallback((feedback: Feedback) => {
    ready.current = feedback;
    waiting.current.splice(0).forEach((use) => use(feedback));
  }, []);
  return (
    <FeedbackContext.Provider value={withFeedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders notification={notification} onReady={onReady} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** Runs `use` with antd's toast and dialog APIs, at once or as soon as they have loaded. */
export const useFeedback = (): UseFeedback => useContext(FeedbackContext);

/** antd's confirmation dialog (Modal.confirm), in the app's theme. */
export function useConfirm(): (config: ModalFuncProps) => void {
  const withFeedback = useFeedback();
  return useCallback((config) => withFeedback(({ modal }) => void modal.confirm(config)), [withFeedback]);
}
