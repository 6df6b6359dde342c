import { type DataSource, QueryFailedError } from 'typeorm';
import { HttpErrorFilter } from '../common/errors/http-error.filter';
import { openTestDatabase, seedEvent, seedUser } from '../../test/support/test-database';
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

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.destroy());

  describe('on the DataSource, outside a transaction', () => {
    it('reads the rows, and the count or rows of an UPDATE or DELETE from TypeORM’s [rows, count]', async () => {
      const user = await seedUser(db);
      const eventId = await seedEvent(db, user.id);
      const read: Statement = {
        text: `SELECT id, name, "startDate", "themeColors", "calendarSequence", count(*) OVER () AS total,
                      ARRAY[1, 2] AS numbers, NULL::text AS nothing
               FROM events WHERE id = $1`,
        values: [eventId],
      };
      const [row] = await rowsOf<Record<string, unknown>>(db, read);
      expect(row).toMatchObject({ id: eventId, total: '1', numbers: [1, 2], nothing: null });
      expect(row!.startDate).toBeInstanceOf(Date);

      const rename = (name: string): Statement => ({
        text: 'UPDATE events SET name = $2 WHERE id = $1 RETURNING name',
        values: [eventId, name],
      });
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
