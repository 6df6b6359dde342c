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

  beforeEach(async () => {
    jest.mocked(resumeSession).mockReturnValue(new Promise((resolve) => (finishSessionCheck = resolve)));
    jest.mocked(getWithSession).mockResolvedValue({ events: [] });
    formatters = jest.spyOn(Intl, 'DateTimeFormat');
    posted.mockClear();
    globalThis.postMessage = posted;
    await jest.isolateModulesAsync(() => import('./session.worker').then(() => undefined));
  });

  afterEach(() => formatters.mockRestore());

  it('sets up date formatting while the session check is on the network, then answers the check', async () => {
    const handle = self.onmessage as (event: { data: unknown }) => Promise<void>;
    const answered = handle({ data: { currentEventId: null, dashboard: false } });

    expect(resumeSession).toHaveBeenCalledTimes(1);
    expect(formatters).toHaveBeenCalledWith('en-US', expect.objectContaining({ month: 'short', timeZone: 'UTC' }));
    expect(posted).not.toHaveBeenCalled();

    finishSessionCheck(session);
    await answered;
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ session, events: [], eventId: null }));
  });

  it('answers the session check even where setting up date formatting fails', async () => {
    formatters.mockImplementation(() => {
      throw new RangeError('Value shortOffset out of range for Intl.DateTimeFormat options property timeZoneName');
    });
    const handle = self.onmessage as (event: { data: unknown }) => Promise<void>;
    const answered = handle({ data: { currentEventId: null, dashboard: false } });

    finishSessionCheck(session);
    await answered;
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ session, events: [], eventId: null }));
  });
});
