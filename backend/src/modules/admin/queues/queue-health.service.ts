import { getQueueToken } from '@nestjs/bullmq';
import { ConflictException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QueueName } from '../../../queues/jobs';
import { OperatorAuditRepository } from '../audit/operator-audit.repository';
import type { Operator } from '../operator.guard';
import type { FailedJobResponse, QueueHealthResponse } from './dto/queue.dto';

/** With Redis down BullMQ holds commands until it is back; the console says so instead of hanging. */
const QUEUE_TIMEOUT_MS = 3000;

/** Every queue of the app (QueueName), as the operator console shows and repairs them. */
@Injectable()
export class QueueHealthService {
  private readonly queues: ReadonlyMap<string, Queue>;

  constructor(
    moduleRef: ModuleRef,
    private readonly audit: OperatorAuditRepository,
  ) {
    this.queues = new Map(
      Object.values(QueueName).map((name) => [name, moduleRef.get<Queue>(getQueueToken(name), { strict: false })]),
    );
  }

  async health(): Promise<QueueHealthResponse[]> {
    return Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        const [counts, paused] = await answered(
          Promise.all([queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'), queue.isPaused()]),
        );
        return {
          name,
          counts: {
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
            completed: counts.completed ?? 0,
          },
          paused,
        };
      }),
    );
  }

  /** The newest failed jobs first. */
  async failed(queueName: string, limit: number): Promise<FailedJobResponse[]> {
    const jobs = await answered(this.queueOf(queueName).getFailed(0, limit - 1));
    return jobs.map((job) => ({
      id: String(job.id),
      name: job.name,
      failedReason: job.failedReason ?? '',
      attemptsMade: job.attemptsMade,
      failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    }));
  }

  /** Puts a failed job back in its queue with fresh attempts; audited once it is back. */
  async retry(operator: Operator, queueName: string, jobId: string): Promise<void> {
    const queue = this.queueOf(queueName);
    const job = await answered(queue.getJob(jobId));
    if (!job) throw new NotFoundException('Job not found');
    if (!(await answered(job.isFailed()))) throw new ConflictException('This job has not failed');
    // Two operators retrying at once: BullMQ moves it once and refuses the second.
    await answered(job.retry()).catch((error: unknown) => {
      if (error instanceof ServiceUnavailableException) throw error;
      throw new ConflictException('This job has not failed');
    });
    await this.audit.recordAlone(operator, {
      action: 'job_retried',
      targetType: 'job',
      targetId: `${queueName}/${jobId}`,
      summary: `Retried ${job.name} job ${jobId} of the ${queueName} queue`,
      details: {
        queue: queueName,
        jobId,
        name: job.name,
        failedReason: job.failedReason,
        attemptsMade: job.attemptsMade,
      },
    });
  }

  private queueOf(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new NotFoundException('Queue not found');
    return queue;
  }
}

async function answered<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ServiceUnavailableException('The queues did not answer. Is Redis running?')),
          QUEUE_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
