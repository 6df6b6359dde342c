import type { StartupRequest } from './start-up';

/** The start-up worker, started before the app's entry, with what it said before the entry took it over. */
export interface EarlyStartup {
  worker: Worker;
  /** Its answers and load failures so far, in order: a message with no listener yet would be lost. */
  received: Array<{ data: unknown } | { failed: true }>;
}

/** Where the page's <head> leaves the worker it started, for the entry (see takeEarlyStartup). */
export const EARLY_STARTUP_GLOBAL = '__gatherlyStartup';

/**
 * The webpack chunk of the start-up worker, which the page's <head> loads by its built address. The
 * entry's `new Worker(...)` names it in a magic comment, which cannot read a constant; a build whose
 * chunk is not so named fails (tooling/prerender.cjs).
 */
export const STARTUP_WORKER_CHUNK = 'session-worker';

/** An event dashboard's path; its first group is the event's id. */
export const DASHBOARD_PATH = /^\/events\/([^/]+)\/?$/;

/**
 * Starts the start-up worker (session.worker.ts) and tells it, in its name, the event stored as current
 * (`storedEventId`) and whether this page is that event's dashboard: a worker reads its name as its script
 * starts, so it goes to the network at once, where a message posted before it had started was handed to it
 * only once the page's main thread had seen it start, behind the entry's long tasks (40-55 ms at 4x CPU,
 * traced). The build runs this inline in <head>, stringified (prerender/first-paint-head.ts), so it may use
 * only its parameters and browser globals: there it runs while the parser is still on the page, before the
 * entry has even downloaded. Started from the entry, as before, the worker's script and its session check
 * waited behind the entry's evaluation and Module Federation's start, the page's first long tasks: on a
 * phone-speed CPU the event's read, which the first paint shows, arrived about half a second later. The
 * entry starts it itself when the page did not.
 */
export function startStartupWorker(
  createWorker: (name: string) => Worker,
  storedEventId: () => string | null,
  dashboardPath: string,
): EarlyStartup | undefined {
  try {
    let currentEventId: string | null = null;
    try {
      currentEventId = storedEventId();
    } catch {
      // Storage is blocked: no event is stored.
    }
    const dashboard =
      currentEventId !== null && new RegExp(dashboardPath).exec(location.pathname)?.[1] === currentEventId;
    const worker = createWorker(JSON.stringify({ currentEventId, dashboard } satisfies StartupRequest));
    const received: EarlyStartup['received'] = [];
    worker.onmessage = ({ data }) => received.push({ data });
    worker.onerror = (event) => {
      event.preventDefault();
      received.push({ failed: true });
    };
    return { worker, received };
  } catch {
    // No worker here (not supported, or not allowed): the entry checks the session itself.
    return undefined;
  }
}

/** The worker the page's <head> started, once: the entry takes it over. */
export function takeEarlyStartup(): EarlyStartup | undefined {
  const page = window as unknown as Record<string, EarlyStartup | undefined>;
  const early = page[EARLY_STARTUP_GLOBAL];
  delete page[EARLY_STARTUP_GLOBAL];
  return early;
}
