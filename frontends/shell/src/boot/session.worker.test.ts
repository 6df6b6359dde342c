import { getWithSession, resumeSession, type Session } from '@gatherly/shared/session';

jest.mock('@gatherly/shared/session', () => ({ resumeSession: jest.fn(), getWithSession: jest.fn() }));

const session = {
  token: 't',
  expiresAt: Date.now() + 3600_000,
  user: { id: 'u1', email: 'pat@example.com', displayName: 'Pat' },
} as unknown as Session;

describe('The start-up worker', () => {
  let finishSessionCheck: (session: Session) => void;
  let formatters: jest.SpyInstance;
  const posted = jest.fn();

  /** The worker's script, run as a worker started with `name` runs it (startStartupWorker). */
  const startWorker = (name: string) => {
    self.name = name;
    return jest.isolateModulesAsync(() => import('./session.worker').then(() => undefined));
  };

  /** Every message the worker has posted so far, once its pending reads have answered. */
  const messages = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return posted.mock.calls.map(([message]: unknown[]) => message);
  };

  beforeEach(() => {
    jest.mocked(resumeSession).mockReturnValue(new Promise((resolve) => (finishSessionCheck = resolve)));
    // Each read takes its own field of this answer.
    jest.mocked(getWithSession).mockResolvedValue({
      ...{ events: [], event: { id: 'ev1' }, slides: [] },
      ...{ photos: [], flights: [], carpools: [], schedule: [], announcements: [] },
    });
    formatters = jest.spyOn(Intl, 'DateTimeFormat');
    posted.mockClear();
    jest.mocked(getWithSession).mockClear();
    globalThis.postMessage = posted;
  });

  afterEach(() => {
    formatters.mockRestore();
    self.name = '';
  });

  it('checks the session as its script starts, sets up date formatting meanwhile, then reads what its name asks', async () => {
    await startWorker(JSON.stringify({ currentEventId: 'ev1', dashboard: true }));

    // Nothing was posted to it: it went to the network as it started.
    expect(resumeSession).toHaveBeenCalledTimes(1);
    expect(formatters).toHaveBeenCalledWith('en-US', expect.objectContaining({ month: 'short', timeZone: 'UTC' }));
    expect(posted).not.toHaveBeenCalled();

    finishSessionCheck(session);
    const [first, second] = await messages();
    expect(first).toMatchObject({ session, eventId: 'ev1', events: [], event: { id: 'ev1' }, slides: [] });
    expect(second).toEqual({
      dashboardLists: { photos: [], flights: [], carpools: [], schedule: [], pinnedAnnouncements: [] },
    });
    const paths = jest.mocked(getWithSession).mock.calls.map(([, path]) => path);
    expect(paths.slice(0, 3)).toEqual(['/api/events', '/api/events/ev1', '/api/events/ev1/banner-slides']);
    expect(paths).toContain('/api/events/ev1/announcements?pinned=true');
  });

  it('reads no event when its name does not say one, or does not parse', async () => {
    for (const name of ['', 'not json', 'null', JSON.stringify({ currentEventId: 7, dashboard: 'yes' })]) {
      jest.mocked(getWithSession).mockClear();
      posted.mockClear();
      await startWorker(name);
      finishSessionCheck(session);
      const [first, second] = await messages();
      expect(first).toMatchObject({ session, eventId: null, event: null, slides: null });
      expect(second).toEqual({ dashboardLists: null });
      expect(jest.mocked(getWithSession).mock.calls.map(([, path]) => path)).toEqual(['/api/events']);
    }
  });

  it('answers the session check even where setting up date formatting fails', async () => {
    formatters.mockImplementation(() => {
      throw new RangeError('Value shortOffset out of range for Intl.DateTimeFormat options property timeZoneName');
    });
    await startWorker(JSON.stringify({ currentEventId: null, dashboard: false }));

    finishSessionCheck(session);
    expect(await messages()).toContainEqual(expect.objectContaining({ session, events: [], eventId: null }));
  });
});
