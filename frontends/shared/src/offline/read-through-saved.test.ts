import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { OfflineError } from '../api/offline-error';
import { createQueryClient, queryKeys } from '../query/query-client';
import { savedReads } from './saved-reads';

const schedule = queryKeys.schedule('ev1');
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Answers with `answer` (or throws it, for an Error), as a query function would. */
const answering = (answer: unknown) => () =>
  answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);

/** A fresh client's fetch of the schedule: what a new start of the app would show. */
async function fetchOnNewStart(answer: unknown): Promise<QueryClient> {
  const client = createQueryClient();
  await client.fetchQuery({ queryKey: schedule, queryFn: answering(answer) }).catch(() => undefined);
  await settle();
  return client;
}

describe('Reads saved on the device for offline use', () => {
  beforeEach(async () => {
    await savedReads.own('pat');
    await savedReads.forget();
    await savedReads.own('pat');
  });

  it('shows the last answer, as old as it is and stale, when the network gives none', async () => {
    jest.useFakeTimers({ now: new Date('2030-07-04T09:00:00Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    await fetchOnNewStart([{ title: 'Sunrise hike' }]);
    jest.setSystemTime(new Date('2030-07-04T11:30:00Z'));

    const offline = await fetchOnNewStart(new OfflineError());
    const query = offline.getQueryCache().find({ queryKey: schedule })!;
    expect(query.state.data).toEqual([{ title: 'Sunrise hike' }]);
    expect(query.state.status).toBe('success');
    expect(new Date(query.state.dataUpdatedAt).toISOString()).toBe('2030-07-04T09:00:00.000Z');
    // However recent, the saved copy gives way to the network's answer at the first chance.
    expect(query.isStale()).toBe(true);
    jest.useRealTimers();
  });

  it('keeps a failure a failure when the server answered (a 403 is not covered for by an old copy)', async () => {
    await fetchOnNewStart([{ title: 'Sunrise hike' }]);
    const refused = await fetchOnNewStart(new ApiError(403, 'Forbidden', null));
    expect(refused.getQueryState(schedule)).toMatchObject({ status: 'error', data: undefined });
  });

  it('does not resave a restored copy as new, and saves the next answer', async () => {
    jest.useFakeTimers({ now: new Date('2030-07-04T09:00:00Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    await fetchOnNewStart(['first']);
    jest.setSystemTime(new Date('2030-07-04T10:00:00Z'));
    await fetchOnNewStart(new OfflineError());
    expect(new Date((await savedReads.read(JSON.stringify(schedule)))!.savedAt).toISOString()).toBe(
      '2030-07-04T09:00:00.000Z',
    );
    await fetchOnNewStart(['second']);
    expect(await savedReads.read(JSON.stringify(schedule))).toMatchObject({ data: ['second'] });
    jest.useRealTimers();
  });

  it('keeps only the event reads, not the account’s', async () => {
    const client = await fetchOnNewStart(['kept']);
    await client.fetchQuery({ queryKey: queryKeys.subscription, queryFn: answering({ tier: 'paid' }) });
    await settle();
    expect(await savedReads.read(JSON.stringify(queryKeys.subscription))).toBeNull();
    expect(await savedReads.read(JSON.stringify(schedule))).toMatchObject({ data: ['kept'] });
  });

  it('saves what the start-up check seeded before the session was adopted, for its user', async () => {
    await savedReads.forget();
    const client = createQueryClient();
    client.setQueryData(queryKeys.event('ev1'), { name: 'Dolomites Hut Trip' });
    await settle();
    await savedReads.own('pat');
    expect(await savedReads.read(JSON.stringify(queryKeys.event('ev1')))).toMatchObject({
      owner: 'pat',
      data: { name: 'Dolomites Hut Trip' },
    });
  });

  it('never saves an answer of a session that ended before it was saved for the next user', async () => {
    const client = createQueryClient();
    client.setQueryData(schedule, ['Pat’s answer, on its way to the device']);
    await savedReads.forget();
    await settle();
    await savedReads.own('sam');
    expect(await savedReads.read(JSON.stringify(schedule))).toBeNull();
  });

  it('shows one user nothing saved for another, and forgets everything when the session ends', async () => {
    await fetchOnNewStart(['Pat’s schedule']);
    await savedReads.own('sam');
    expect(await savedReads.read(JSON.stringify(schedule))).toBeNull();
    // Sam's start removed Pat's reads from the device; coming back, Pat finds none either.
    await savedReads.own('pat');
    expect(await savedReads.read(JSON.stringify(schedule))).toBeNull();

    await fetchOnNewStart(['again']);
    await savedReads.forget();
    await savedReads.own('pat');
    const offline = await fetchOnNewStart(new OfflineError());
    expect(offline.getQueryState(schedule)).toMatchObject({ status: 'error' });
  });
});
