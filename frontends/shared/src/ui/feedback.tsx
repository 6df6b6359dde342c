import type { ModalFuncProps } from 'antd';
import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from 'react';
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

/**
 * Toasts and confirmation dialogs for what it wraps, as antd's App gives them, but loaded with the first
 * toast or confirmation: antd's App brings notification, message and Modal with the first screen, about
 * 25 KB compressed that most screens show none of. What is asked for meanwhile waits, then shows.
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
