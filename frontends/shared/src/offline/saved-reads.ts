import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/** A read as it was last answered, and by whose session. */
export interface SavedRead {
  owner: string;
  savedAt: number;
  data: unknown;
}

/**
 * The device's copy of the reads its signed-in user made, for when the network is gone: IndexedDB, since
 * it is asynchronous (never blocking the main thread as localStorage would) and holds far more. One
 * user's reads at a time; the database name changes when what the API answers changes shape, so a
 * release never shows a read saved in an older shape.
 */
const DATABASE = 'gatherly-saved-reads-1';
const OWNER_KEY = '#owner';

let store: UseStore | null = null;
let owner: string | null = null;
/** Settles once the previous owner's reads are gone, so no save lands before that clean-up and is lost. */
let ready: Promise<void> = Promise.resolve();
/**
 * Reads answered before the session was adopted (the first screen's, which the start-up check fetched and
 * seeded): saved for its user once it is, dropped if it never is.
 */
const waiting = new Map<string, { savedAt: number; data: unknown }>();
/** Counts the sessions ended on this page: an answer of an ended session is never saved for the next. */
let ended = 0;

/** Opened on first use: a visitor who never signs in never opens it. */
const database = () => (store ??= createStore(DATABASE, 'reads'));

/** Saving is a bonus: storage refused (private browsing, a full disk) never fails the read it follows. */
const quietly = <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return work().catch(() => fallback);
  } catch {
    return Promise.resolve(fallback);
  }
};

export const savedReads = {
  /** Whose reads are saved from now on; another user's reads still on the device are deleted first. */
  own(userId: string): Promise<void> {
    if (owner !== userId) {
      owner = userId;
      ready = quietly(async () => {
        if ((await get<string>(OWNER_KEY, database())) === userId) return;
        await clear(database());
        await set(OWNER_KEY, userId, database());
      }, undefined);
    }
    const saving = [...waiting].map(([queryHash, { savedAt, data }]) => savedReads.save(queryHash, data, savedAt));
    waiting.clear();
    return Promise.all(saving).then(() => ready);
  },

  /** Keeps `data` as the last answer of the query `queryHash`, for the signed-in user or the next one adopted. */
  async save(queryHash: string, data: unknown, savedAt = Date.now()): Promise<void> {
    if (!owner) {
      waiting.set(queryHash, { savedAt, data });
      return;
    }
    const read: SavedRead = { owner, savedAt, data };
    await ready;
    await quietly(() => set(queryHash, read, database()), undefined);
  },

  /** The last answer of the query `queryHash` saved for the signed-in user, if any. */
  async read(queryHash: string): Promise<SavedRead | null> {
    if (!owner) return null;
    const mine = owner;
    await ready;
    const saved = await quietly(() => get<SavedRead>(queryHash, database()), undefined);
    return saved?.owner === mine ? saved : null;
  },

  /** Deletes every saved read: the session has ended (signed out, or refused by the server). */
  /** Which session this page is in, as far as saving goes: changes when one ends. */
  session(): number {
    return ended;
  },

  forget(): Promise<void> {
    owner = null;
    ended += 1;
    waiting.clear();
    ready = quietly(() => clear(database()), undefined);
    return ready;
  },
};
