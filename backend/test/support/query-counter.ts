import type { DataSource, EntitySubscriberInterface } from 'typeorm';

/**
 * Counts the SQL statements the app sends to PostgreSQL while `work` runs, transaction control included.
 * The test app runs in this process, so a query subscriber on its DataSource sees every statement; the
 * test must not query the database itself meanwhile.
 */
export async function countQueries(db: DataSource, work: () => PromiseLike<unknown>): Promise<number> {
  let count = 0;
  const counter: EntitySubscriberInterface = {
    beforeQuery: () => {
      count++;
    },
  };
  db.subscribers.push(counter);
  try {
    await work();
  } finally {
    db.subscribers.splice(db.subscribers.indexOf(counter), 1);
  }
  return count;
}
