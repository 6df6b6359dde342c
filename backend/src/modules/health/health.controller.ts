import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/public.decorator';
import { AppConfig } from '../../config/app-config';
import { QueueName } from '../../queues/jobs';
import { checkDependencies } from './dependency-checks';
import { HealthResponse } from './dto/health.response';

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
  @ApiOkResponse({ type: HealthResponse, description: 'Both answer' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'Either does not answer' })
  async health(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthResponse> {
    const { healthy, database, queue } = await checkDependencies(this.dataSource, this.queue);
    response.code(healthy ? 200 : 503);
    return {
      status: healthy ? 'ok' : 'error',
      database,
      queue: { ...queue, backend: this.config.queueBackend },
    };
  }
}
