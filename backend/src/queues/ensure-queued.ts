import type { Queue } from 'bullmq';

/**
 * Hands a job to the queue unless it is already there: a waiting or running job is left alone, one
 * that used up its retries is retried. Job ids derived from records make this safe to repeat.
 */
export async function ensureQueued<T>(
  queue: Queue<T>,
  name: string,
  data: T,
  jobId: string,
  attempts?: number,
): Promise<void> {
  const job = await queue.getJob(jobId);
  if (!job) {
    await queue.add(name as never, data as never, { jobId, ...(attempts ? { attempts } : {}) });
    return;
  }
  if (await job.isFailed()) await job.retry();
}
