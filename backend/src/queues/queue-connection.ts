import { createPostgresBackend, setDefaultBackendFactory } from 'bullmq';
import type { AppConfig } from '../config/app-config';

/**
 * The connection BullMQ uses: Redis normally, PostgreSQL when the launcher found no Redis. The backend
 * is process-wide in BullMQ, so this runs before any queue is created.
 */
export function queueConnection(config: AppConfig): Record<string, unknown> {
  if (config.queueBackend === 'postgres') {
    setDefaultBackendFactory(createPostgresBackend as never);
    return { connectionString: config.databaseUrl, migrate: true };
  }
  const url = new URL(config.redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // Workers block on Redis; BullMQ requires retries to be unlimited for them.
    maxRetriesPerRequest: null,
  };
}
