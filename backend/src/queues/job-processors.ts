import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobHandlers } from './job-handlers';
import { QUEUE_WORKERS, QueueName } from './jobs';

/** The worker's consumer of one queue: each job goes to its @OnJob handler. */
function consumerOf(queue: QueueName) {
  @Processor(queue, QUEUE_WORKERS[queue])
  class QueueConsumer extends WorkerHost {
    constructor(private readonly handlers: JobHandlers) {
      super();
    }

    process(job: Job): Promise<unknown> {
      return this.handlers.run(job);
    }
  }
  Object.defineProperty(QueueConsumer, 'name', { value: `${queue}QueueConsumer` });
  return QueueConsumer;
}

export const QUEUE_CONSUMERS = Object.values(QueueName).map(consumerOf);
