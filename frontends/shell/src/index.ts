import { storedCurrentEventId } from '@gatherly/shared/session';
import { dashboardEventId, type Startup, type StartupRequest } from './boot/startup';

/**
 * The session check and the first screen's reads start now, in a worker (boot/session.worker.ts), while
 * the app's scripts download and evaluate; the app adopts the result. A visitor without a session gets a
 * quick 401.
 */
const startup = new Promise<Startup>((resolve, reject) => {
  const worker = new Worker(new URL('./boot/session.worker.ts', import.meta.url));
  const done = (result: Startup | null) => {
    worker.terminate();
    if (result) resolve(result);
    else reject(new Error('No session'));
  };
  worker.onmessage = ({ data }: MessageEvent<Startup | null>) => done(data);
  worker.onerror = () => done(null);
  const currentEventId = storedCurrentEventId();
  const dashboard = currentEventId !== null && dashboardEventId(window.location.pathname) === currentEventId;
  worker.postMessage({ currentEventId, dashboard } satisfies StartupRequest);
});
// The app handles a rejection; until it has mounted, the promise must not count as unhandled.
startup.catch(() => undefined);
// The asynchronous boundary lets Module Federation set up the shared singletons before any app code runs.
void import('./bootstrap').then(({ start }) => start(startup));
