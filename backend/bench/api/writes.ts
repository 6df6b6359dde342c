import { RSVP_STATUSES } from '../../src/modules/schedule/rsvp.entity';
import type { Figure } from '../report';
import type { BenchDataset } from '../seed/bench-dataset';
import { runLoad } from './load';
import type { LoadRequest } from './load-result';
import type { ServerProcess } from './servers';

/** Bearer tokens of the seeded event's members, by user id. */
type Tokens = ReadonlyMap<string, string>;

const auth = (tokens: Tokens, userId: string) => ({ authorization: `Bearer ${tokens.get(userId)!}` });

/**
 * Members toggle their votes across all photos: a vote where there was none, an unvote where there was
 * one. Consecutive requests hit different photos, as a crowd would, and one member's vote on a photo is
 * never in flight twice.
 */
function voteToggles(dataset: BenchDataset, tokens: Tokens): () => LoadRequest {
  const { members, photos } = dataset.main;
  const voted = new Set(photos.votes);
  let count = 0;
  return () => {
    const photoId = photos.ids[count % photos.ids.length]!;
    const userId = members[count++ % members.length]!.id;
    const key = `${photoId}:${userId}`;
    const method = voted.delete(key) ? 'DELETE' : 'POST';
    if (method === 'POST') voted.add(key);
    return { method, path: `/api/photos/${photoId}/vote`, headers: auth(tokens, userId) };
  };
}

/** Every member answers every schedule item in turn; each pass over them changes the answer. */
function rsvps(dataset: BenchDataset, tokens: Tokens): () => LoadRequest {
  const { members, scheduleItemIds: items } = dataset.main;
  let count = 0;
  return () => {
    const itemId = items[count % items.length]!;
    const userId = members[Math.floor(count / items.length) % members.length]!.id;
    const status = RSVP_STATUSES[Math.floor(count++ / (items.length * members.length)) % RSVP_STATUSES.length];
    return {
      method: 'PUT',
      path: `/api/schedule/${itemId}/rsvp`,
      headers: { ...auth(tokens, userId), 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    };
  };
}

/**
 * Members take the free seats of the joinable carpools, one carpool after another so concurrent joins
 * rarely wait for the same row; the n-th pass seats the driver's n-th neighbour in the member list.
 * Once all seven free seats of every carpool are taken, joins answer 409.
 */
function joins(dataset: BenchDataset, tokens: Tokens): () => LoadRequest {
  const members = dataset.main.members;
  const position = new Map(members.map((member, index) => [member.id, index]));
  let count = 0;
  return () => {
    const carpool = dataset.joinable[count % dataset.joinable.length]!;
    const pass = Math.floor(count++ / dataset.joinable.length);
    const rider = members[(position.get(carpool.driverId)! + 1 + pass) % members.length]!;
    return { method: 'POST', path: `/api/carpools/${carpool.id}/join`, headers: auth(tokens, rider.id) };
  };
}

const WRITES = [
  { route: 'POST|DELETE /api/photos/:id/vote', requests: voteToggles, refusalsExpected: false },
  { route: 'PUT /api/schedule/:id/rsvp', requests: rsvps, refusalsExpected: false },
  { route: 'POST /api/carpools/:id/join', requests: joins, refusalsExpected: true },
];

/** Throughput (2xx only) and latency of the writes members make most, under the same load as the reads. */
export async function benchWrites(
  app: ServerProcess,
  tokens: Tokens,
  dataset: BenchDataset,
  seconds: number,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { route, requests, refusalsExpected } of WRITES) {
    const result = await runLoad(app.baseUrl, requests(dataset, tokens), seconds);
    const refused = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
    const row = (metric: string, value: string, target: string, pass: boolean | null): Figure => ({
      benchmark: 'api writes',
      metric: `${route} ${metric}`,
      value,
      target,
      pass,
    });
    figures.push(
      row('2xx/s', result.perSecond.toFixed(0), 'reported', null),
      row('p99 (ms)', String(result.p99), 'reported', null),
      row(
        'refused',
        refused.map(([status, count]) => `${count} × ${status}`).join(', ') || '0',
        refusalsExpected ? 'reported' : '0',
        refusalsExpected ? null : refused.length === 0,
      ),
    );
  }
  return figures;
}
