import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { QueueName } from '../../queues/jobs';
import { checkDependencies } from './dependency-checks';

export const HEARTBEAT_INTERVAL_MS = 10_000;

/**
 * The worker has no HTTP port, so its container's health check reads a file instead: touched every
 * ten seconds while PostgreSQL and the queue backend answer. A stale file means a wedged or cut-off worker.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.Maintenance) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async beat(): Promise<void> {
    const { healthy } = await checkDependencies(this.dataSource, this.queue);
    if (healthy) writeFileSync(this.config.workerHealthFile, new Date().toISOString());
  }
}
