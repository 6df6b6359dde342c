import type { QueueHealth } from '../common/admin-types';

export type Health = 'paused' | 'failing' | 'healthy';

/** A queue is unwell when paused (nothing runs) or holding failed jobs (something needs a look). */
export function healthOf(queue: QueueHealth): Health {
  if (queue.paused) return 'paused';
  return queue.counts.failed > 0 ? 'failing' : 'healthy';
}

export const HEALTH_LABEL: Record<Health, string> = {
  paused: 'Paused',
  failing: 'Has failed jobs',
  healthy: 'Healthy',
};

/** The counts in the order a job moves through them. */
export const COUNT_LABELS = [
  ['waiting', 'Waiting'],
  ['active', 'Active'],
  ['delayed', 'Delayed'],
  ['failed', 'Failed'],
  ['completed', 'Completed'],
] as const satisfies ReadonlyArray<readonly [keyof QueueHealth['counts'], string]>;
