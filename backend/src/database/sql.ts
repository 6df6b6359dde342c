import type { EntityManager } from 'typeorm';

/**
 * What a repository sends its SQL to: the pool (the DataSource) or the transaction a caller opened
 * (its EntityManager). Repositories are the only code that sends SQL; migrations aside.
 */
export type Db = Pick<EntityManager, 'query'>;

/**
 * One parameterised statement. Repositories export the builders of the reads the benchmark measures,
 * so its bare server sends exactly the app's SQL.
 */
export interface Statement {
  text: string;
  values: unknown[];
}

/** The rows a SELECT, INSERT … RETURNING or CTE ending in a SELECT answers. */
export function rowsOf<Row>(db: Db, statement: Statement): Promise<Row[]> {
  return db.query<Row[]>(statement.text, statement.values);
}

/** The first row, if any. */
export async function firstRow<Row>(db: Db, statement: Statement): Promise<Row | undefined> {
  return (await rowsOf<Row>(db, statement))[0];
}

/** How many rows an UPDATE or DELETE touched (TypeORM answers those with [rows, count]). */
export async function affectedBy(db: Db, statement: Statement): Promise<number> {
  const [, count] = await db.query<[unknown[], number]>(statement.text, statement.values);
  return count;
}

/** The rows an UPDATE or DELETE … RETURNING answers (TypeORM answers those with [rows, count]). */
export async function changedRows<Row>(db: Db, statement: Statement): Promise<Row[]> {
  const [rows] = await db.query<[Row[], number]>(statement.text, statement.values);
  return rows;
}
