import { percentile } from '../report';

/** Long enough for V8 to optimise the hot paths and for every connection to be open; not measured. */
export const WARM_UP_SECONDS = 3;

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Successful (2xx) responses per second. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Responses by status code, and failed requests (connection errors, timeouts) as `errors`. */
  statuses: Record<string, number>;
}

/** What a run measured: successful answers per second over `seconds`, latency percentiles, statuses. */
export function loadResult(statuses: Record<string, number>, latencies: number[], seconds: number): LoadResult {
  const succeeded = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    perSecond: succeeded / seconds,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    statuses,
  };
}

export interface PacedLoadOptions {
  baseUrl: string;
  /** The one request sent, again and again. */
  request: LoadRequest;
  /** Measured seconds, after the warm-up. */
  seconds: number;
  perSecond: number;
  connections: number;
}

export interface PacedLoadResult extends LoadResult {
  /** When the measured seconds began and ended, in milliseconds since the epoch. */
  measured: { from: number; to: number };
  /**
   * The generator's own longest event-loop stall while it measured, in milliseconds: requests due during
   * a stall leave late, and answers that arrive during one are timed late, both against the server.
   */
  longestStallMs: number;
}
