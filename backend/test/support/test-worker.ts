import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/worker.module';
import { testEnvironment } from './test-app';

/** The real queue worker, in this process, configured like a test API on the given port. */
export async function startTestWorker(
  apiPort: number,
  overrides: Record<string, string> = {},
): Promise<INestApplicationContext> {
  const previous = { ...process.env };
  Object.assign(process.env, testEnvironment(apiPort, overrides));
  try {
    const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    return worker;
  } finally {
    process.env = previous;
  }
}
