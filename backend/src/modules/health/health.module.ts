import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { WorkerHeartbeat } from './worker-heartbeat';

/** The API's part: the health route a load balancer asks. */
@Module({ controllers: [HealthController] })
export class HealthApiModule {}

/** The worker's part: the heartbeat file its container's health check reads. */
@Module({ providers: [WorkerHeartbeat] })
export class HealthWorkerModule {}
