import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { queueConnection } from './queue-connection';
import { JobQueue } from './job-queue';
import { QueueName } from './jobs';

const QUEUES = Object.values(QueueName).map((name) => ({ name }));

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: queueConnection(config) as never,
        prefix: config.queuePrefix,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 24 * 3600, count: 1000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      }),
    }),
    BullModule.registerQueue(...QUEUES),
  ],
  providers: [JobQueue],
  exports: [BullModule, JobQueue],
})
export class QueuesModule {}
