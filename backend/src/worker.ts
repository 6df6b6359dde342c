import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  // Exits through process.exit, so that pino writes the log lines still buffered.
  app.enableShutdownHooks([], { useProcessExit: true });
  await app.init();
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
