import { DASHBOARD_PATH, startStartupWorker } from './early-startup';
import { startUp } from './start-up';
import type { Startup, StartupFailure, StartupLists } from './start-up';
import { apiAnswer } from '@gatherly/shared/testing';

const answer = (status: number, body: unknown) => Promise.resolve(apiAnswer(status, body));

const user = { id: 'u1', email: 'pat@example.com', displayName: 'Pat' };

type Reply = Startup | StartupFailure | StartupLists | 'load error';

/**
 * A worker that, once started with a name, answers with `replies`, one after the other, or fails to load.
 * It is never posted anything: what it is asked is in its name.
 */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  request: unknown;
  terminated = false;
  constructor(private readonly replies: Reply | Reply[]) {}
  start(name: string) {
    this.request = JSON.parse(name);
    const replies = Array.isArray(this.replies) ? this.replies : [this.replies];
    queueMicrotask(() => {
      for (const reply of replies) {
        if (this.terminated) return;
        if (reply === 'load error') this.onerror?.(new ErrorEvent('error'));
        else this.onmessage?.(new MessageEvent('message', { data: reply }));
      }
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/** The worker as the page's <head> or the entry starts it (startStartupWorker). */
const started = (createWorker: () => FakeWorker) =>
  startStartupWorker(
    (name) => {
      const worker = createWorker();
      worker.start(name);
      return worker as unknown as Worker;
    },
    () => localStorage.getItem('currentEventId'),
    DASHBOARD_PATH.source,
  );

describe('Starting up', () => {
  beforeEach(() => {
    localStorage.clear();
    globalThis.fetch = jest.fn((path: string) => {
      if (path === '/api/auth/refresh') return answer(200, { token: 't', expiresAt: Date.now() + 3600_000 });
      if (path === '/api/auth/login') return answer(200, { user });
      return answer(200, {});
    }) as jest.Mock;
  });

  it('names the worker with the stored event and whether this is its dashboard, and takes its answer', async () => {
    localStorage.setItem('currentEventId', 'ev1');
    window.history.pushState({}, '', '/events/ev1');
    const reply = { session: { token: 't', expiresAt: 1, user }, eventId: 'ev1', events: [], event: null, slides: [] };
    const dashboardLists = {
      photos: [],
      flights: [{ id: 'f1' }],
      carpools: null,
      schedule: [],
      pinnedAnnouncements: [],
    };
    const worker = new FakeWorker([reply as unknown as Startup, { dashboardLists }]);
    const startup = await startUp(() => started(() => worker));
    expect(startup).toMatchObject(reply);
    expect(worker.request).toEqual({ currentEventId: 'ev1', dashboard: true });
    await expect(startup.lists).resolves.toEqual(dashboardLists);
    expect(worker.terminated).toBe(true);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('answers no dashboard lists when the worker fails after its first answer, and stops it', async () => {
    const reply = { session: { token: 't', expiresAt: 1, user }, eventId: null, events: [], event: null, slides: null };
    const worker = new FakeWorker([reply as unknown as Startup, 'load error']);
    const startup = await startUp(() => started(() => worker));
    await expect(startup.lists).resolves.toBeNull();
    expect(worker.terminated).toBe(true);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('rejects with the 401 when the server refused the session, without one when it did not answer', async () => {
    const refused = startUp(() => started(() => new FakeWorker({ failed: 'signed-out' })));
    await expect(refused).rejects.toMatchObject({ message: 'No session', status: 401 });
    const unanswered = startUp(() => started(() => new FakeWorker({ failed: 'unanswered' })));
    await expect(unanswered).rejects.toMatchObject({ message: 'No answer', status: undefined });
  });

  it('checks the session itself when the worker cannot start or load', async () => {
    await expect(
      startUp(() =>
        started(() => {
          throw new Error('Workers are not allowed here');
        }),
      ),
    ).resolves.toMatchObject({ session: { token: 't', user }, events: null });
    await expect(startUp(() => started(() => new FakeWorker('load error')))).resolves.toMatchObject({
      session: { user },
    });
  });

  it('takes over a worker started before it, with the answers it gave before and those after', async () => {
    localStorage.setItem('currentEventId', 'ev1');
    window.history.pushState({}, '', '/events/ev1');
    const reply = { session: { token: 't', expiresAt: 1, user }, eventId: 'ev1', events: [], event: null, slides: [] };
    const dashboardLists = { photos: [], flights: [], carpools: [], schedule: [], pinnedAnnouncements: null };
    const worker = new FakeWorker(reply as unknown as Startup);
    const early = started(() => worker);
    // The page's scripts arrive later: the first answer came with nobody listening yet.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const startup = await startUp(() => early);
    expect(startup).toMatchObject(reply);
    expect(worker.request).toEqual({ currentEventId: 'ev1', dashboard: true });
    worker.onmessage?.(new MessageEvent('message', { data: { dashboardLists } }));
    await expect(startup.lists).resolves.toEqual(dashboardLists);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('checks the session itself when a worker started before it had failed to load', async () => {
    const early = started(() => new FakeWorker('load error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(startUp(() => early)).resolves.toMatchObject({ session: { user } });
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/auth/refresh', expect.anything());
  });
});
