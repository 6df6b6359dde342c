import 'reflect-metadata';
import { AppConfig } from './config/app-config';
import { createHttpApp } from './http-app';

async function bootstrap(): Promise<void> {
  const app = await createHttpApp();
  const config = app.get(AppConfig);
  await app.listen(config.apiPort, '0.0.0.0');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
