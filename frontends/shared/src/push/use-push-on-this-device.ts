import { useCallback, useEffect, useState } from 'react';
import {
  browserPushEnvironment,
  currentSubscription,
  PUSH_PROBLEMS,
  PushProblem,
  type PushEnvironment,
  pushSupported,
  turnOffPush,
  turnOnPush,
} from './push-on-this-device';

export interface PushOnThisDevice {
  /** Whether this browser can receive Web Push at all. */
  supported: boolean;
  /** The site's notification permission; 'default' until the person has been asked. */
  permission: NotificationPermission;
  /** Whether this device is subscribed; null while that is being found out. */
  subscribed: boolean | null;
  /** A change is on its way. */
  busy: boolean;
  /** Why the last change failed, as the person is told; null when it did not. */
  problem: string | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/**
 * Push notifications on this device: whether the browser can, what the person allowed, whether this device
 * is subscribed, and turning it on (permission, the server's key, a subscription handed to the server) or off.
 */
export function usePushOnThisDevice(environment: PushEnvironment = browserPushEnvironment()): PushOnThisDevice {
  const [env] = useState(environment);
  const supported = pushSupported(env);
  const [permission, setPermission] = useState<NotificationPermission>(env.notification?.permission ?? 'default');
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!supported || !env.serviceWorker) return;
    let live = true;
    currentSubscription(env.serviceWorker)
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [env, supported]);

  const change = useCallback(
    async (on: boolean) => {
      setBusy(true);
      setProblem(null);
      try {
        if (on) await turnOnPush(env);
        else await turnOffPush(env);
        setSubscribed(on);
      } catch (error) {
        setProblem(error instanceof PushProblem ? error.message : PUSH_PROBLEMS.failed);
      } finally {
        setPermission(env.notification?.permission ?? 'default');
        setBusy(false);
      }
    },
    [env],
  );

  return {
    supported,
    permission,
    subscribed,
    busy,
    problem,
    turnOn: useCallback(() => change(true), [change]),
    turnOff: useCallback(() => change(false), [change]),
  };
}
