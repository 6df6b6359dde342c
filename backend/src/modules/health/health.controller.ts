import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/public.decorator';
import { AppConfig } from '../../config/app-config';
import { QueueName } from '../../queues/queue-names';

type Check = { status: 'up' } | { status: 'down'; error: string };

const TIMEOUT_MS = 2000;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
      ),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Maintenance) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {}

  /** 200 when PostgreSQL and the queue backend answer, 503 otherwise; for load balancers and humans. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) response: Response) {
    const [database, queue] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      check(() => this.queue.getJobCounts('waiting')),
    ]);
    const healthy = database.status === 'up' && queue.status === 'up';
    response.status(healthy ? 200 : 503);
    return {
      status: healthy ? 'ok' : 'error',
      database,
      queue: { ...queue, backend: this.config.queueBackend },
    };
  }
}
