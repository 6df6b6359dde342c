import { createQueryClient, queryKeys } from '@gatherly/shared';
import { resumeFirstScreen } from './seed-first-screen';
import type { Startup } from './start-up';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Jest runs in Node, whose process reports a rejection nobody handled; the shell has no Node types. */
type Listener = (reason: unknown) => void;
const node = (
  globalThis as unknown as { process: { on(e: string, l: Listener): void; off(e: string, l: Listener): void } }
).process;

describe('resumeFirstScreen', () => {
  it('leaves no unhandled rejection for a visitor without a session before the app takes it', async () => {
    const unhandled = jest.fn();
    node.on('unhandledRejection', unhandled);
    try {
      const { session, listsSeeded } = resumeFirstScreen(createQueryClient(), Promise.reject(new Error('No session')));
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
      await expect(session).rejects.toThrow('No session');
      await expect(listsSeeded).resolves.toBeUndefined();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });

  it('seeds the first screen’s reads and answers the session', async () => {
    const client = createQueryClient();
    const session = { token: 't', expiresAt: 0, user: { id: 'u', email: 'a@b.c', displayName: 'A' } };
    const events = [{ id: 'e' }];
    const startup = Promise.resolve({ session, events } as unknown as Startup);
    await expect(resumeFirstScreen(client, startup).session).resolves.toBe(session);
    expect(client.getQueryData(queryKeys.events)).toBe(events);
  });

  it("seeds the dashboard's lists when the worker sends them, leaving a list read meanwhile or not read", async () => {
    const client = createQueryClient();
    const session = { token: 't', expiresAt: 0, user: { id: 'u', email: 'a@b.c', displayName: 'A' } };
    const flights = [{ id: 'f1' }, { id: 'f2' }];
    let sendLists!: (lists: unknown) => void;
    const lists = new Promise((resolve) => (sendLists = resolve));
    const startup = { session, eventId: 'ev1', events: null, event: null, slides: null, lists };
    const { session: resumed, listsSeeded } = resumeFirstScreen(client, Promise.resolve(startup as unknown as Startup));
    await resumed;
    const seeded = jest.fn();
    void listsSeeded.then(seeded);
    // The dashboard read its photos itself before the worker's lists came.
    const ownPhotos = [{ id: 'p-own' }];
    client.setQueryData(queryKeys.photos('ev1'), ownPhotos);
    await settle();
    expect(seeded).not.toHaveBeenCalled();
    sendLists({ photos: [{ id: 'p-worker' }], flights, carpools: null, schedule: [{ id: 's1' }] });
    await listsSeeded;
    expect(client.getQueryData(queryKeys.flights('ev1'))).toBe(flights);
    expect(client.getQueryData(queryKeys.schedule('ev1'))).toEqual([{ id: 's1' }]);
    expect(client.getQueryData(queryKeys.photos('ev1'))).toBe(ownPhotos);
    expect(client.getQueryState(queryKeys.carpools('ev1'))).toBeUndefined();
  });
});
