import { DatabaseError, type Pool } from 'pg';
import { DataSource, type EntitySubscriberInterface, QueryFailedError } from 'typeorm';
import { HttpErrorFilter } from '../common/errors/http-error.filter';
import { openTestDatabase, seedEvent, seedUser } from '../../test/support/test-database';
import { TEST_DATABASE_URL } from '../../test/support/test-env';
import { dataSourceOptions } from './data-source-options';
import { affectedBy, changedRows, firstRow, rowsOf, type Statement } from './sql';

const backendPid: Statement = { text: 'SELECT pg_backend_pid() AS pid', values: [] };

/** The status the API's error filter answers for an error. */
function statusFor(error: unknown): number {
  let status = 0;
  const reply = {
    sent: false,
    header: () => reply,
    code: (code: number) => ((status = code), reply),
    type: () => reply,
    send: () => reply,
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) };
  new HttpErrorFilter().catch(error, host as never);
  return status;
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('The statement was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('sql.ts', () => {
  let db: DataSource;
  /** One connection only: whichever statement runs, it runs on that connection or on a new one. */
  let single: DataSource;

  beforeAll(async () => {
    db = await openTestDatabase();
    single = await new DataSource({ ...dataSourceOptions(TEST_DATABASE_URL), extra: { max: 1 } }).initialize();
  });
  afterAll(async () => {
    await single.destroy();
    await db.destroy();
  });

  describe('on the DataSource, outside a transaction', () => {
    it('sends the statement to the pool without a TypeORM query runner', async () => {
      const createQueryRunner = jest.spyOn(db, 'createQueryRunner');
      try {
        expect(await firstRow(db, { text: 'SELECT $1::int + 1 AS n', values: [41] })).toEqual({ n: 42 });
        expect(createQueryRunner).not.toHaveBeenCalled();
      } finally {
        createQueryRunner.mockRestore();
      }
    });

    it('answers what TypeORM answers: the same rows, types and [rows, count] for UPDATE and DELETE', async () => {
      const user = await seedUser(db);
      const eventId = await seedEvent(db, user.id);
      const read: Statement = {
        text: `SELECT id, name, "startDate", "themeColors", "calendarSequence", count(*) OVER () AS total,
                      ARRAY[1, 2] AS numbers, NULL::text AS nothing
               FROM events WHERE id = $1`,
        values: [eventId],
      };
      const rows = await rowsOf<Record<string, unknown>>(db, read);
      expect(rows).toEqual(await db.query(read.text, read.values));
      expect(rows[0]!.startDate).toBeInstanceOf(Date);
      expect(rows[0]!.total).toBe('1');

      const rename = (name: string): Statement => ({
        text: 'UPDATE events SET name = $2 WHERE id = $1 RETURNING name',
        values: [eventId, name],
      });
      expect(await db.query(rename('By TypeORM').text, rename('By TypeORM').values)).toEqual([
        [{ name: 'By TypeORM' }],
        1,
      ]);
      expect(await changedRows(db, rename('Renamed'))).toEqual([{ name: 'Renamed' }]);
      expect(await affectedBy(db, rename('Renamed again'))).toBe(1);
      expect(await affectedBy(db, { text: 'DELETE FROM events WHERE id = $1', values: [user.id] })).toBe(0);
      expect(
        await rowsOf(db, {
          text: 'INSERT INTO events (name, "adminId", "createdBy") VALUES ($1, $2, $2) RETURNING name',
          values: ['New', user.id],
        }),
      ).toEqual([{ name: 'New' }]);
    });

    it('goes through TypeORM while a subscriber listens to queries, so the query counter sees every statement', async () => {
      const seen: string[] = [];
      const counter: EntitySubscriberInterface = { beforeQuery: (event) => void seen.push(event.query) };
      db.subscribers.push(counter);
      try {
        await rowsOf(db, { text: 'SELECT 1 AS one', values: [] });
      } finally {
        db.subscribers.splice(db.subscribers.indexOf(counter), 1);
      }
      expect(seen).toEqual(['SELECT 1 AS one']);
    });

    it.each([
      ['an invalid uuid', { text: 'SELECT id FROM events WHERE id = $1', values: ['not-a-uuid'] }, '22P02', 400],
      [
        'a value too long',
        { text: 'UPDATE users SET "phoneNumber" = $1 WHERE false', values: ['1'.repeat(41)] },
        '22001',
        400,
      ],
      ['an invalid date', { text: 'SELECT $1::timestamptz AS t', values: ['2024-13-45'] }, '22008', 400],
    ])(
      'throws TypeORM’s QueryFailedError for %s, which the API answers with a 4xx',
      async (_, statement, code, status) => {
        const error = await failure(rowsOf(db, statement));
        expect(error).toBeInstanceOf(QueryFailedError);
        expect((error as QueryFailedError).driverError).toMatchObject({ code });
        expect(error).toMatchObject({ query: statement.text, parameters: statement.values });
        expect(statusFor(error)).toBe(status);
      },
    );

    it('answers a duplicate with 409', async () => {
      const user = await seedUser(db);
      const duplicate = {
        text: `INSERT INTO users ("googleSubject", email, "displayName") VALUES ($1, $2, 'Twin')`,
        values: [`twin-${user.id}`, user.email],
      };
      const error = await failure(affectedBy(db, duplicate));
      expect((error as QueryFailedError).driverError).toMatchObject({ code: '23505' });
      expect(statusFor(error)).toBe(409);
    });

    it('answers a bare pg DatabaseError as it answers the QueryFailedError wrapping it', async () => {
      const pool = (db.driver as unknown as { master: Pool }).master;
      const error = await failure(pool.query('SELECT $1::uuid', ['nope']));
      expect(error).toBeInstanceOf(DatabaseError);
      expect(statusFor(error)).toBe(400);
    });

    it('keeps the connection after PostgreSQL refuses a statement, as TypeORM does', async () => {
      const before = await firstRow<{ pid: number }>(single, backendPid);
      await failure(rowsOf(single, { text: 'SELECT $1::uuid', values: ['nope'] }));
      await failure(affectedBy(single, { text: 'SELECT 1 / 0', values: [] }));
      expect(await firstRow(single, backendPid)).toEqual(before);
    });

    it('drops a connection that the server ended and answers on a new one', async () => {
      const { pid } = (await firstRow<{ pid: number }>(single, backendPid))!;
      const sleeping = failure(rowsOf(single, { text: 'SELECT pg_sleep(10)', values: [] }));
      await waitFor(
        async () =>
          (await db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'`, [pid]))
            .length > 0,
      );
      await db.query('SELECT pg_terminate_backend($1)', [pid]);
      expect(await sleeping).toBeInstanceOf(QueryFailedError);
      const next = await firstRow<{ pid: number }>(single, backendPid);
      expect(next!.pid).not.toBe(pid);
    });

    it('honours statement_timeout: the statement is cancelled (57014) and the connection kept', async () => {
      const timed = await new DataSource({
        ...dataSourceOptions(TEST_DATABASE_URL),
        extra: { max: 1, statement_timeout: 50 },
      }).initialize();
      try {
        const before = await firstRow(timed, backendPid);
        const error = await failure(rowsOf(timed, { text: 'SELECT pg_sleep(1)', values: [] }));
        expect((error as QueryFailedError).driverError).toMatchObject({ code: '57014' });
        expect(await firstRow(timed, backendPid)).toEqual(before);
      } finally {
        await timed.destroy();
      }
    });
  });

  describe('in a transaction', () => {
    it("runs every statement on the transaction's own connection, through its query runner", async () => {
      const user = await seedUser(db);
      const eventId = await seedEvent(db, user.id, 'Before');
      const seenOutside: unknown[] = [];
      await db.transaction(async (tx) => {
        const [own] = await tx.queryRunner!.query(backendPid.text);
        expect(await firstRow(tx, backendPid)).toEqual(own);
        await affectedBy(tx, { text: 'UPDATE events SET name = $2 WHERE id = $1', values: [eventId, 'Inside'] });
        expect(await firstRow(tx, { text: 'SELECT name FROM events WHERE id = $1', values: [eventId] })).toEqual({
          name: 'Inside',
        });
        // Another connection does not see the uncommitted change.
        seenOutside.push(await firstRow(db, { text: 'SELECT name FROM events WHERE id = $1', values: [eventId] }));
      });
      expect(seenOutside).toEqual([{ name: 'Before' }]);
      expect(await firstRow(db, { text: 'SELECT name FROM events WHERE id = $1', values: [eventId] })).toEqual({
        name: 'Inside',
      });
    });

    it('rolls back the statements when the work throws, and maps their errors the same way', async () => {
      const user = await seedUser(db);
      const eventId = await seedEvent(db, user.id, 'Kept');
      const error = await failure(
        db.transaction(async (tx) => {
          await affectedBy(tx, { text: 'UPDATE events SET name = $2 WHERE id = $1', values: [eventId, 'Lost'] });
          await rowsOf(tx, { text: 'SELECT $1::uuid', values: ['nope'] });
        }),
      );
      expect(error).toBeInstanceOf(QueryFailedError);
      expect(statusFor(error)).toBe(400);
      expect(await firstRow(db, { text: 'SELECT name FROM events WHERE id = $1', values: [eventId] })).toEqual({
        name: 'Kept',
      });
    });
  });
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Condition not met within 2 s');
}
