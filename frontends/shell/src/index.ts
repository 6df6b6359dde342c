import { storedCurrentEventId } from '@gatherly/shared/session';
import { DASHBOARD_PATH, startStartupWorker, takeEarlyStartup } from './boot/early-startup';
import { startInTasks } from './boot/start-in-tasks';
import { startUp } from './boot/start-up';

/**
 * Measured to pay: without it the signed-in pages' largest paint comes later (docs/performance.md).
 * The session check and the first screen's reads run in a worker (boot/session.worker.ts), while the
 * app's scripts download and evaluate; the app adopts the result. The page's <head> has started it
 * (prerender/first-paint-head.ts); a page without that script gets it started here. A visitor without a
 * session gets a quick 401. The worker's chunk is named STARTUP_WORKER_CHUNK.
 */
const startup = startUp(
  () =>
    takeEarlyStartup() ??
    startStartupWorker(
      (name) =>
        new Worker(/* webpackChunkName: "session-worker" */ new URL('./boot/session.worker.ts', import.meta.url), {
          name,
        }),
      storedCurrentEventId,
      DASHBOARD_PATH.source,
    ),
);
// The app handles a rejection; until it has mounted, the promise must not count as unhandled.
startup.catch(() => undefined);
// The asynchronous boundary lets Module Federation set up the shared singletons before any app code runs.
startInTasks(
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ({ start }) => start(startup),
);
