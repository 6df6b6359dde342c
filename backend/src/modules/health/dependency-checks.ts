import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';

export type Check = { status: 'up' } | { status: 'down'; error: string };

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

/** Whether PostgreSQL and the queue backend answer: what both the API and the worker need to do their work. */
export async function checkDependencies(
  dataSource: DataSource,
  queue: Queue,
): Promise<{ healthy: boolean; database: Check; queue: Check }> {
  const [database, queueCheck] = await Promise.all([
    check(() => dataSource.query('SELECT 1')),
    check(() => queue.getJobCounts('waiting')),
  ]);
  return { healthy: database.status === 'up' && queueCheck.status === 'up', database, queue: queueCheck };
}
