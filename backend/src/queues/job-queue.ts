import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { JobName, JOBS, type JobPayload, QueueName } from './jobs';

/**
 * How long a request waits for the queue. With Redis down, BullMQ's connection keeps commands until it
 * is back, so an unbounded add holds the request for the whole outage.
 */
export const ENQUEUE_TIMEOUT_MS = 1000;

/** The one way jobs are handed to the queues: typed by job, with the job's id and attempts. */
@Injectable()
export class JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue(QueueName.Images) images: Queue,
    @InjectQueue(QueueName.Mail) mail: Queue,
    @InjectQueue(QueueName.Maintenance) maintenance: Queue,
  ) {
    this.queues = { [QueueName.Images]: images, [QueueName.Mail]: mail, [QueueName.Maintenance]: maintenance };
  }

  /**
   * Adds a job after its record is committed, waiting at most ENQUEUE_TIMEOUT_MS. A queue that does not
   * answer in time is not an error for the request: the add still completes when the queue is back, and
   * the worker's sweep or relay finds every record whose job never arrived. Answers the failure, if any.
   */
  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    { delayMs = 0 }: { delayMs?: number } = {},
  ): Promise<Error | null> {
    return answered(this.queueOf(name).add(name, payload, { ...this.options(name, payload), delay: delayMs }));
  }

  /**
   * For sweeps: hands a job to its queue unless it is already there. A waiting or running job is left
   * alone, one that used up its retries is retried.
   */
  async ensureQueued<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> {
    const options = this.options(name, payload);
    const queue = this.queueOf(name);
    const job = options.jobId ? await queue.getJob(options.jobId) : undefined;
    if (!job) await queue.add(name, payload, options);
    else if (await job.isFailed()) await job.retry();
  }

  /**
   * Drops a job that has not run yet (a delayed one, typically). One that is running or done is left: a
   * handler that may outlive its reason checks it when it runs. Answers the failure, if any.
   */
  async drop<N extends JobName>(name: N, payload: JobPayload<N>): Promise<Error | null> {
    const { jobId } = this.options(name, payload);
    if (!jobId) return new Error(`${name} jobs have no id to drop them by`);
    return answered(this.queueOf(name).remove(jobId));
  }

  /** A recurring job; registering it again changes nothing. */
  async every<N extends JobName>(name: N, everyMs: number): Promise<void> {
    await this.queueOf(name).upsertJobScheduler(name, { every: everyMs }, { name });
  }

  private queueOf(name: JobName): Queue {
    return this.queues[JOBS[name].queue];
  }

  private options<N extends JobName>(name: N, payload: JobPayload<N>): JobsOptions {
    const { jobId, attempts } = JOBS[name];
    const options: JobsOptions = {};
    if (jobId) options.jobId = jobId(payload);
    if (attempts) options.attempts = attempts;
    return options;
  }
}

/** Waits for a queue command at most ENQUEUE_TIMEOUT_MS; answers its failure, or the timeout's. */
async function answered(command: Promise<unknown>): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      command,
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
