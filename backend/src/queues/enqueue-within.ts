import type { JobsOptions, Queue } from 'bullmq';

/**
 * How long a request waits for the queue. With Redis down, BullMQ's connection keeps commands until it
 * is back, so an unbounded add holds the request for the whole outage.
 */
export const ENQUEUE_TIMEOUT_MS = 1000;

/**
 * Adds a job after its record is committed, waiting at most ENQUEUE_TIMEOUT_MS. A queue that does not
 * answer in time is not an error for the request: the add still completes when the queue is back, and the
 * worker's sweep or relay finds every record whose job never arrived. Answers the failure, if any.
 */
export async function enqueueWithin<T>(
  queue: Queue<T>,
  name: string,
  data: T,
  options: JobsOptions,
): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      queue.add(name as never, data as never, options),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the queue did not answer')), ENQUEUE_TIMEOUT_MS);
      }),
    ]);
    return null;
  } catch (error) {
    return error as Error;
  } finally {
    clearTimeout(timer);
  }
}
