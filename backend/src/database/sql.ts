import { DatabaseError, type Pool, type QueryResult, type QueryResultRow } from 'pg';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

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
export async function rowsOf<Row>(db: Db, statement: Statement): Promise<Row[]> {
  return (await send(db, statement)) as Row[];
}

/** The first row, if any. */
export async function firstRow<Row>(db: Db, statement: Statement): Promise<Row | undefined> {
  return (await rowsOf<Row>(db, statement))[0];
}

/** How many rows an UPDATE or DELETE touched (TypeORM answers those with [rows, count]). */
export async function affectedBy(db: Db, statement: Statement): Promise<number> {
  const [, count] = (await send(db, statement)) as [unknown[], number];
  return count;
}

/** The rows an UPDATE or DELETE … RETURNING answers (TypeORM answers those with [rows, count]). */
export async function changedRows<Row>(db: Db, statement: Statement): Promise<Row[]> {
  const [rows] = (await send(db, statement)) as [Row[], number];
  return rows;
}

/**
 * A statement outside a transaction goes straight to the DataSource's pool when TypeORM's query runner
 * would add nothing to it: no subscriber listens to queries (the tests' query counter is one), no query
 * is logged and no slow query is reported. The runner is built, connected, broadcast to and released
 * for every statement, which showed in the profile of the cheapest list read; the answer and the errors
 * stay TypeORM's own (see `direct`). A transaction's statements, and those of a DataSource with
 * subscribers or query logging, go through TypeORM: a transaction's on its own connection.
 */
function send(db: Db, { text, values }: Statement): Promise<unknown> {
  const pool = directPool(db);
  return pool ? direct(pool, text, values) : db.query(text, values);
}

function directPool(db: Db): Pool | undefined {
  const dataSource =
    db instanceof DataSource ? db : db instanceof EntityManager && !db.queryRunner ? db.connection : undefined;
  if (dataSource === undefined || dataSource.subscribers.length > 0) return undefined;
  const { type, logging, logger, maxQueryExecutionTime } = dataSource.options as {
    type: string;
    logging?: unknown;
    logger?: unknown;
    maxQueryExecutionTime?: number;
  };
  if (type !== 'postgres' || logging || logger !== undefined || maxQueryExecutionTime) return undefined;
  // Undefined before the DataSource is initialised and once it is destroyed: TypeORM then says why.
  return (dataSource.driver as PostgresDriver).master as Pool | undefined;
}

/**
 * What PostgresQueryRunner.query does on a connection of the pool, without the runner: the rows, or
 * [rows, count] for an UPDATE or DELETE; a failed statement as TypeORM's QueryFailedError, which carries
 * PostgreSQL's code (the error filter maps a client's bad value to a 4xx by it). A connection whose
 * statement PostgreSQL refused goes back to the pool, as TypeORM's does (pg's own Pool.query would close
 * it, and the next request would wait for a new one); a connection that broke, or that the server is
 * closing, does not.
 */
function direct(pool: Pool, text: string, values: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    pool.connect((connectError, client, release) => {
      if (connectError || !client) {
        reject(connectError);
        return;
      }
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      // pg answers (null, result) or (error).
      const done = (error: Error | null, result?: QueryResult<QueryResultRow>) => {
        client.removeListener('error', onError);
        release(broken ?? (!error || refusedStatement(error) ? undefined : error));
        if (error) reject(new QueryFailedError(text, values, error));
        else resolve(typeOrmAnswer(result!));
      };
      try {
        client.query(text, values, done);
      } catch (error) {
        done(error as Error);
      }
    });
  });
}

/** PostgreSQL refused the statement and the session goes on (not a FATAL error, which ends it). */
function refusedStatement(error: Error): boolean {
  return error instanceof DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';
}

/** PostgresQueryRunner.query's answer when it is not asked for a structured result. */
function typeOrmAnswer(result: QueryResult<QueryResultRow>): unknown {
  return result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows;
}
