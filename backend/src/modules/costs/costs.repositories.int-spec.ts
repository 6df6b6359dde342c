import type { DataSource } from 'typeorm';
import {
  openTestDatabase,
  seedEvent,
  seedMember,
  seedUser,
  type SeededUser,
} from '../../../test/support/test-database';
import { BalancesRepository } from './balances/balances.repository';
import { composeExpense } from './expense-rules';
import { ExpensesRepository } from './expenses/expenses.repository';
import { PlanPeopleRepository } from './expenses/plan-people.repository';
import { PaymentsRepository } from './payments/payments.repository';
import { PlanCostsService } from './plan-costs.service';

describe('Costs repositories', () => {
  let db: DataSource;
  let expenses: ExpensesRepository;
  let balances: BalancesRepository;
  let payments: PaymentsRepository;
  let creator: SeededUser;
  let eventId: string;

  const members = async (count: number) => {
    const users = await Promise.all(Array.from({ length: count }, (_, i) => seedUser(db, `Person ${i}`)));
    for (const user of users) await seedMember(db, eventId, user.id, 'attendee');
    return users;
  };

  /** An expense in USD, paid by `payer`, split equally among `among`. */
  const addExpense = (payer: string, amount: number, among: string[], link: { carpoolId?: string } = {}) =>
    expenses.inTransaction(async (tx) => {
      const people = await expenses.peopleOf(tx, eventId);
      const outcome = composeExpense(
        {
          amount,
          currency: 'USD',
          rate: '1',
          splitMode: 'equal',
          payers: [{ userId: payer, amount }],
          participants: among.map((userId) => ({ userId })),
        },
        'USD',
        people,
      );
      if ('refusal' in outcome) throw new Error(outcome.refusal);
      const fields = {
        title: 'Groceries',
        amount,
        currency: 'USD',
        rate: '1',
        spentOn: '2025-06-12',
        splitMode: 'equal' as const,
      };
      return expenses.insert(
        tx,
        eventId,
        payer,
        { ...fields, carpoolId: link.carpoolId ?? null, stayId: null },
        outcome.expense,
      );
    });

  const nets = async () =>
    new Map((await balances.totals(eventId)).map((row) => [row.userId, row.paid - row.owed + row.sent - row.received]));

  beforeAll(async () => {
    db = await openTestDatabase();
    expenses = new ExpensesRepository(db);
    balances = new BalancesRepository(db);
    payments = new PaymentsRepository(db);
  });
  afterAll(() => db.destroy());

  beforeEach(async () => {
    creator = await seedUser(db, 'Cara Creator');
    eventId = await seedEvent(db, creator.id);
  });

  it('adds every member’s paid, owed and payments from the rows, summing to zero', async () => {
    const [ana, ben] = await members(2);
    await addExpense(creator.id, 10000, [creator.id, ana!.id, ben!.id]);
    await expenses.inTransaction((tx) =>
      payments.insert(tx, {
        eventId,
        fromUserId: ana!.id,
        toUserId: creator.id,
        amount: 3334,
        paidOn: null,
        recordedBy: ana!.id,
      }),
    );
    const net = await nets();
    // The leftover cent falls on the first listed: the creator owes 33.34, Ana and Ben 33.33.
    expect(Object.fromEntries(net)).toEqual({ [creator.id]: 10000 - 3334 - 3334, [ana!.id]: 1, [ben!.id]: -3333 });
    expect([...net.values()].reduce((a, b) => a + b, 0)).toBe(0);
    const rows = await balances.totals(eventId);
    expect(rows.every((row) => !row.formerMember)).toBe(true);
  });

  it('keeps a removed member’s rows as a former member’s balance', async () => {
    const [ana] = await members(1);
    await addExpense(creator.id, 900, [creator.id, ana!.id]);
    await db.query('DELETE FROM event_members WHERE "eventId" = $1 AND "userId" = $2', [eventId, ana!.id]);
    const former = (await balances.totals(eventId)).find((row) => row.userId === ana!.id);
    expect(former).toMatchObject({ formerMember: true, owed: 450 });
    expect(await payments.standing(db, eventId, ana!.id)).toEqual({ isMember: false, net: -450 });
  });

  it('keeps two payments recorded at once: balances are sums of rows, never read and written back', async () => {
    const [ana] = await members(1);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        expenses.inTransaction((tx) =>
          payments.insert(tx, {
            eventId,
            fromUserId: ana!.id,
            toUserId: creator.id,
            amount: 125,
            paidOn: '2025-06-12',
            recordedBy: ana!.id,
          }),
        ),
      ),
    );
    expect((await nets()).get(ana!.id)).toBe(1000);
  });

  it('refuses a currency change once a cost exists', async () => {
    expect(await balances.setCurrencyWhileNoCosts(eventId, 'EUR')).toBe(true);
    expect(await balances.currencyOf(eventId)).toMatchObject({ currency: 'EUR' });
    await addExpense(creator.id, 100, [creator.id]);
    expect(await balances.setCurrencyWhileNoCosts(eventId, 'USD')).toBe(false);
  });

  it('re-splits a carpool’s cost among its people however many follow-ups run at once, and ignores a carpool without one', async () => {
    const riders = await members(3);
    const [carpool] = await db.query(
      `INSERT INTO carpools ("eventId", "driverId", "fromLocation", "toLocation", "departureTime", "maxSeats", "currentSeats")
       VALUES ($1, $2, 'A', 'B', now(), 8, 4) RETURNING id`,
      [eventId, creator.id],
    );
    const plan = new PlanCostsService(expenses, new PlanPeopleRepository());
    await plan.followCarpool(carpool.id);
    await addExpense(creator.id, 1000, [creator.id], { carpoolId: carpool.id });
    for (const rider of riders) {
      await db.query('INSERT INTO carpool_passengers ("carpoolId", "userId") VALUES ($1, $2)', [carpool.id, rider.id]);
    }
    await Promise.all([1, 2, 3, 4].map(() => plan.followCarpool(carpool.id)));
    const shares = await db.query(
      `SELECT s."userId", s."amountInEventCurrency"::int AS amount FROM expense_shares s JOIN expenses e ON e.id = s."expenseId"
       WHERE e."carpoolId" = $1 ORDER BY amount DESC`,
      [carpool.id],
    );
    expect(shares.map((share: { amount: number }) => share.amount)).toEqual([250, 250, 250, 250]);
    const [payer] = await db.query(
      `SELECT p.amount::int AS amount FROM expense_payers p JOIN expenses e ON e.id = p."expenseId" WHERE e."carpoolId" = $1`,
      [carpool.id],
    );
    expect(payer).toEqual({ amount: 1000 });
  });
});
