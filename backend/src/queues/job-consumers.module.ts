import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobHandlers } from './job-handlers';
import { QUEUE_CONSUMERS } from './job-processors';

/**
 * A consumer per queue, handing each job to its @OnJob handler in the domain modules; start-up fails
 * unless every job has exactly one handler. Only the worker imports this.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [JobHandlers, ...QUEUE_CONSUMERS],
})
export class JobConsumersModule {}
