import { resumeSession, storedCurrentEventId } from '@gatherly/shared/session';
import { dashboardEventId, type Startup, type StartupRequest } from './startup';

/**
 * Runs the session check and the first screen's reads in the worker `createWorker` starts. Should the
 * worker not start or fail to load, the check runs here instead, before any refresh has been spent.
 */
export function startUp(createWorker: () => Worker): Promise<Startup> {
  const onMainThread = async (): Promise<Startup> => ({
    session: await resumeSession(),
    eventId: null,
    events: null,
    event: null,
    slides: null,
  });
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    return onMainThread();
  }
  return new Promise<Startup>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<Startup | null>) => {
      worker.terminate();
      if (data) resolve(data);
      else reject(new Error('No session'));
    };
    worker.onerror = (error) => {
      error.preventDefault();
      worker.terminate();
      onMainThread().then(resolve, reject);
    };
    const currentEventId = storedCurrentEventId();
    const dashboard = currentEventId !== null && dashboardEventId(window.location.pathname) === currentEventId;
    worker.postMessage({ currentEventId, dashboard } satisfies StartupRequest);
  });
}
