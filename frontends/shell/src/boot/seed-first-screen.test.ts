import { createQueryClient, queryKeys } from '@gatherly/shared';
import { resumedSession } from './seed-first-screen';
import type { Startup } from './start-up';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Jest runs in Node, whose process reports a rejection nobody handled; the shell has no Node types. */
type Listener = (reason: unknown) => void;
const node = (
  globalThis as unknown as { process: { on(e: string, l: Listener): void; off(e: string, l: Listener): void } }
).process;

describe('resumedSession', () => {
  it('leaves no unhandled rejection for a visitor without a session before the app takes it', async () => {
    const unhandled = jest.fn();
    node.on('unhandledRejection', unhandled);
    try {
      const session = resumedSession(createQueryClient(), Promise.reject(new Error('No session')));
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
      await expect(session).rejects.toThrow('No session');
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });

  it('seeds the first screen’s reads and answers the session', async () => {
    const client = createQueryClient();
    const session = { token: 't', expiresAt: 0, user: { id: 'u', email: 'a@b.c', displayName: 'A' } };
    const events = [{ id: 'e' }];
    const startup = Promise.resolve({ session, events } as unknown as Startup);
    await expect(resumedSession(client, startup)).resolves.toBe(session);
    expect(client.getQueryData(queryKeys.events)).toBe(events);
  });
});
