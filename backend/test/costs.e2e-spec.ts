import { CALLERS, type Caller, createEventFixture, type EventFixture } from './support/event-fixture';
import { expectRefused, type Sent } from './support/expect-refused';
import { addMember, startTestApp, type TestApp } from './support/test-app';
import { seedUser } from './support/test-database';

interface Balance {
  userId: string;
  formerMember: boolean;
  paid: number;
  owed: number;
  net: number;
}
interface Transfer {
  fromUserId: string;
  toUserId: string;
  amount: number;
  venmoUrl: string | null;
}

/**
 * Costs: expenses in any currency split exactly, balances that always sum to zero, settling up in the
 * fewest transfers, payments, who may do what, and plan costs that follow their carpool.
 */
describe('Costs', () => {
  let t: TestApp;
  let f: EventFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await createEventFixture(t, 'Lake Weekend');
  });
  afterAll(() => t.close());

  const refused = (send: () => Sent, status: number, message?: string) => expectRefused(t.db, send, status, message);
  const costs = async (event: EventFixture, caller: Caller = 'attendee') =>
    (await t.http().get(`/api/events/${event.eventId}/costs`).set(event.headers(caller)).expect(200)).body;
  const postExpense = (event: EventFixture, caller: Caller, body: object) =>
    t.http().post(`/api/events/${event.eventId}/expenses`).set(event.headers(caller)).send(body);
  const postPayment = (event: EventFixture, caller: Caller, body: object) =>
    t.http().post(`/api/events/${event.eventId}/payments`).set(event.headers(caller)).send(body);
  const ids = (event: EventFixture) => ({
    creator: event.users.creator.id,
    admin: event.users.admin.id,
    attendee: event.users.attendee.id,
  });
  const everyone = (event: EventFixture) => Object.values(ids(event)).map((userId) => ({ userId }));
  const expense = (event: EventFixture, overrides: Record<string, unknown> = {}) => ({
    title: 'Groceries',
    amount: 10000,
    currency: 'USD',
    spentOn: '2025-06-12',
    payers: [{ userId: ids(event).attendee, amount: (overrides.amount as number) ?? 10000 }],
    splitMode: 'equal',
    participants: everyone(event),
    ...overrides,
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  /** Every balance as the transfers leave it. */
  const settled = (balances: Balance[], transfers: Transfer[]) => {
    const left = new Map(balances.map((b) => [b.userId, b.net]));
    for (const transfer of transfers) {
      left.set(transfer.fromUserId, left.get(transfer.fromUserId)! + transfer.amount);
      left.set(transfer.toUserId, left.get(transfer.toUserId)! - transfer.amount);
    }
    return [...left.values()].every((net) => net === 0);
  };

  describe('access', () => {
    it.each(CALLERS)('%s: read the costs', async (caller) => {
      const expected = { anonymous: 401, outsider: 404, attendee: 200, admin: 200, creator: 200 }[caller];
      expect((await t.http().get(`/api/events/${f.eventId}/costs`).set(f.headers(caller))).status).toBe(expected);
    });

    it('answers an outsider 404 on every costs route', async () => {
      const { body } = await postExpense(f, 'attendee', expense(f)).expect(201);
      const payment = await postPayment(f, 'attendee', {
        fromUserId: ids(f).attendee,
        toUserId: ids(f).admin,
        amount: 100,
      });
      const outsider = f.users.outsider.auth;
      const http = t.http();
      await refused(() => http.get(`/api/events/${f.eventId}/costs`).set(outsider), 404);
      await refused(() => t.http().post(`/api/events/${f.eventId}/expenses`).set(outsider).send(expense(f)), 404);
      await refused(() => t.http().patch(`/api/expenses/${body.expense.id}`).set(outsider).send({ title: 'x' }), 404);
      await refused(() => t.http().delete(`/api/expenses/${body.expense.id}`).set(outsider), 404);
      await refused(
        () =>
          t
            .http()
            .post(`/api/events/${f.eventId}/payments`)
            .set(outsider)
            .send({ fromUserId: ids(f).admin, toUserId: ids(f).attendee, amount: 1 }),
        404,
      );
      await refused(() => t.http().delete(`/api/payments/${payment.body.payment.id}`).set(outsider), 404);
      await refused(
        () => t.http().put(`/api/events/${f.eventId}/costs/currency`).set(outsider).send({ currency: 'EUR' }),
        404,
      );
      await refused(() => t.http().delete('/api/expenses/not-a-uuid').set(outsider), 404);
    });

    it('lists every currency with its digits to any signed-in user', async () => {
      const response = await t.http().get('/api/costs/currencies').set(f.users.outsider.auth).expect(200);
      expect(response.body.currencies).toEqual(
        expect.arrayContaining([
          { code: 'USD', digits: 2 },
          { code: 'JPY', digits: 0 },
          { code: 'KWD', digits: 3 },
        ]),
      );
    });
  });

  describe('expenses', () => {
    it('splits odd amounts three ways in three currencies exactly, and balances sum to zero', async () => {
      const e = await createEventFixture(t, 'Three currencies');
      const who = ids(e);
      const usd = await postExpense(
        e,
        'creator',
        expense(e, { payers: [{ userId: who.creator, amount: 10000 }] }),
      ).expect(201);
      const eur = await postExpense(
        e,
        'admin',
        expense(e, { amount: 7777, currency: 'EUR', rate: '1.0843', payers: [{ userId: who.admin, amount: 7777 }] }),
      ).expect(201);
      const jpy = await postExpense(
        e,
        'attendee',
        expense(e, { amount: 1000, currency: 'JPY', rate: 0.0067, payers: [{ userId: who.attendee, amount: 1000 }] }),
      ).expect(201);
      expect(usd.body.expense).toMatchObject({
        amountInEventCurrency: 10000,
        rate: '1',
        currency: 'USD',
        canEdit: true,
      });
      expect(eur.body.expense).toMatchObject({ amountInEventCurrency: 8433, rate: '1.0843', currency: 'EUR' });
      expect(jpy.body.expense).toMatchObject({ amountInEventCurrency: 670, rate: '0.0067', currency: 'JPY' });
      expect(usd.body.expense.participants.map((p: { amount: number }) => p.amount)).toEqual([3334, 3333, 3333]);
      expect(eur.body.expense.participants.map((p: { amount: number }) => p.amount)).toEqual([2593, 2592, 2592]);
      expect(jpy.body.expense.participants.map((p: { amount: number }) => p.amount)).toEqual([334, 333, 333]);

      const body = await costs(e);
      expect(body).toMatchObject({ currency: 'USD', currencyDigits: 2 });
      expect(body.expenses).toHaveLength(3);
      const balances: Balance[] = body.balances;
      expect(sum(balances.map((b) => b.owed))).toBe(10000 + 8433 + 670);
      expect(sum(balances.map((b) => b.paid))).toBe(10000 + 8433 + 670);
      expect(sum(balances.map((b) => b.net))).toBe(0);
      const [rows] = await t.db.query(
        `SELECT (SELECT sum("amountInEventCurrency") FROM expense_shares WHERE "eventId" = $1)::int AS shares,
                (SELECT sum(p."amountInEventCurrency") FROM expense_payers p JOIN expenses x ON x.id = p."expenseId" WHERE x."eventId" = $1)::int AS paid`,
        [e.eventId],
      );
      expect(rows).toEqual({ shares: 19103, paid: 19103 });
      expect(settled(balances, body.settleUp)).toBe(true);
    });

    it('splits by shares and by exact amounts', async () => {
      const who = ids(f);
      const shares = await postExpense(
        f,
        'attendee',
        expense(f, {
          amount: 1000,
          splitMode: 'shares',
          participants: [
            { userId: who.creator, shares: 2 },
            { userId: who.admin, shares: 1 },
            { userId: who.attendee, shares: 1 },
          ],
        }),
      ).expect(201);
      expect(
        shares.body.expense.participants.map((p: { amount: number; shares: number }) => [p.shares, p.amount]),
      ).toEqual([
        [2, 500],
        [1, 250],
        [1, 250],
      ]);
      const exact = await postExpense(
        f,
        'attendee',
        expense(f, {
          amount: 1000,
          splitMode: 'exact',
          participants: [
            { userId: who.creator, amount: 600 },
            { userId: who.admin, amount: 300 },
            { userId: who.attendee, amount: 100 },
          ],
        }),
      ).expect(201);
      expect(exact.body.expense.participants.map((p: { amount: number }) => p.amount)).toEqual([600, 300, 100]);
      expect(exact.body.expense.participants[0]).toMatchObject({
        userId: who.creator,
        label: expect.any(String),
        shares: null,
      });
    });

    it('splits with a party as one unit, its share on the party’s members, and a guest’s on their party', async () => {
      const e = await createEventFixture(t, 'Parties');
      const who = ids(e);
      const partner = await seedUser(t.db, 'Partner');
      const [{ partyId }] = await t.db.query(
        'SELECT "partyId" FROM event_members WHERE "eventId" = $1 AND "userId" = $2',
        [e.eventId, who.attendee],
      );
      await t.db.query(
        `INSERT INTO event_members ("eventId", "userId", role, "partyId") VALUES ($1, $2, 'attendee', $3)`,
        [e.eventId, partner.id, partyId],
      );
      const [guest] = await t.db.query(
        `INSERT INTO party_guests ("partyId", "eventId", name) SELECT "partyId", "eventId", NULL FROM event_members
         WHERE "eventId" = $1 AND "userId" = $2 RETURNING id`,
        [e.eventId, who.admin],
      );
      const response = await postExpense(
        e,
        'creator',
        expense(e, {
          amount: 9001,
          payers: [{ userId: who.creator, amount: 9001 }],
          participants: [{ userId: who.creator }, { partyId }, { guestId: guest.id }],
        }),
      ).expect(201);
      expect(response.body.expense.participants).toEqual([
        expect.objectContaining({ userId: who.creator, amount: 3001 }),
        expect.objectContaining({
          partyId,
          guestId: null,
          userId: null,
          amount: 3000,
          label: expect.stringContaining('Partner'),
        }),
        expect.objectContaining({ guestId: guest.id, amount: 3000, label: expect.stringMatching(/^Guest of /) }),
      ]);
      const owed = new Map<string, number>((await costs(e)).balances.map((b: Balance) => [b.userId, b.owed]));
      expect(owed.get(who.creator)).toBe(3001);
      expect(owed.get(who.attendee)! + owed.get(partner.id)!).toBe(3000);
      expect(owed.get(who.attendee)).toBe(1500);
      expect(owed.get(who.admin)).toBe(3000);
    });

    it.each([
      [{ amount: -5 }, 'Amount must be more than zero'],
      [{ amount: 0 }, 'Amount must be more than zero'],
      [{ amount: 12.5 }, 'Amount must be a whole number of minor units (cents)'],
      [{ amount: 1e12 }, 'Amount is too large'],
      [{ currency: 'XYZ' }, 'Currency must be an ISO 4217 code such as USD or EUR'],
      [{ currency: 'EUR' }, "Rate is required when the currency is not the event's (USD)"],
      [{ currency: 'EUR', rate: '-1' }, 'Rate must be a number from 0.00000001 to 1000000 with at most 8 decimals'],
      [
        { currency: 'EUR', rate: '1000001' },
        'Rate must be a number from 0.00000001 to 1000000 with at most 8 decimals',
      ],
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'Title must be 120 characters or fewer'],
      [{ spentOn: 'yesterday' }, 'Date must be a valid date'],
      [{ spentOn: '2025-06-12T10:00:00Z' }, 'Date must be a date (YYYY-MM-DD)'],
      [{ splitMode: 'random' }, 'Split must be equal, shares or exact'],
      [{ participants: [] }, 'An expense needs a participant'],
      [{ payers: [{ userId: 'x', amount: 10000 }] }, 'Payer must be a member'],
      [{ shares: 3 }, 'Unknown property: shares'],
    ])('refuses %j with “%s”', async (change, message) => {
      await refused(() => postExpense(f, 'attendee', { ...expense(f), ...change }), 400, message);
    });

    it('refuses splits that do not add up, payers that do not, and people outside the event', async () => {
      const who = ids(f);
      await refused(
        () =>
          postExpense(
            f,
            'attendee',
            expense(f, {
              amount: 1500,
              payers: [{ userId: who.attendee, amount: 1500 }],
              splitMode: 'exact',
              participants: [
                { userId: who.creator, amount: 700 },
                { userId: who.attendee, amount: 500 },
              ],
            }),
          ),
        400,
        'The split adds up to 12.00, not 15.00',
      );
      await refused(
        () =>
          postExpense(
            f,
            'attendee',
            expense(f, {
              amount: 1500,
              currency: 'JPY',
              rate: '0.0067',
              payers: [{ userId: who.attendee, amount: 1500 }],
              splitMode: 'exact',
              participants: [{ userId: who.attendee, amount: 1200 }],
            }),
          ),
        400,
        'The split adds up to 1200, not 1500',
      );
      await refused(
        () => postExpense(f, 'attendee', expense(f, { payers: [{ userId: who.attendee, amount: 900 }] })),
        400,
        'The payers paid 9.00, not 100.00',
      );
      await refused(
        () => postExpense(f, 'attendee', expense(f, { participants: [{ userId: f.users.outsider.id }] })),
        400,
        'Everyone in an expense must be a member of this event',
      );
      await refused(
        () => postExpense(f, 'attendee', expense(f, { participants: [{ userId: who.admin, guestId: who.admin }] })),
        400,
        'Each participant must name one member, guest or party',
      );
    });

    it('lets a payer or an admin edit and delete an expense; another member gets 403', async () => {
      const who = ids(f);
      const created = await postExpense(
        f,
        'admin',
        expense(f, {
          payers: [{ userId: who.admin, amount: 10000 }],
          participants: [{ userId: who.admin }, { userId: who.attendee }],
        }),
      ).expect(201);
      const id = created.body.expense.id;
      // The attendee shares in it but did not pay.
      await refused(
        () => t.http().patch(`/api/expenses/${id}`).set(f.headers('attendee')).send({ title: 'Mine' }),
        403,
      );
      await refused(() => t.http().delete(`/api/expenses/${id}`).set(f.headers('attendee')), 403);
      const listed = (await costs(f, 'attendee')).expenses.find((x: { id: string }) => x.id === id);
      expect(listed.canEdit).toBe(false);

      const edited = await t
        .http()
        .patch(`/api/expenses/${id}`)
        .set(f.headers('admin'))
        .send({ title: 'Dinner', amount: 4501 })
        .expect(200);
      expect(edited.body.expense).toMatchObject({
        title: 'Dinner',
        amount: 4501,
        payers: [expect.objectContaining({ userId: who.admin, amount: 4501 })],
        participants: [expect.objectContaining({ amount: 2251 }), expect.objectContaining({ amount: 2250 })],
      });
      await t
        .http()
        .patch(`/api/expenses/${id}`)
        .set(f.headers('creator'))
        .send({ splitMode: 'shares', participants: [{ userId: who.creator, shares: 3 }] })
        .expect(200);
      await t.http().delete(`/api/expenses/${id}`).set(f.headers('creator')).expect(204);
      await t.http().patch(`/api/expenses/${id}`).set(f.headers('admin')).send({ title: 'Gone' }).expect(404);
    });

    it('refuses an expense the caller neither pays nor shares in, unless an admin records it', async () => {
      const who = ids(f);
      const body = expense(f, {
        payers: [{ userId: who.admin, amount: 10000 }],
        participants: [{ userId: who.creator }],
      });
      await refused(
        () => postExpense(f, 'attendee', body),
        403,
        'You can only add an expense you paid for or share in',
      );
      await postExpense(f, 'admin', body).expect(201);
    });
  });

  describe('payments and balances', () => {
    it('records concurrent payments: every one lands and balances add them all', async () => {
      const e = await createEventFixture(t, 'Concurrent payments');
      const who = ids(e);
      await postExpense(
        e,
        'creator',
        expense(e, { amount: 9000, payers: [{ userId: who.creator, amount: 9000 }] }),
      ).expect(201);
      const responses = await Promise.all(
        Array.from({ length: 12 }, () =>
          postPayment(e, 'attendee', { fromUserId: who.attendee, toUserId: who.creator, amount: 250 }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
      const net = new Map((await costs(e)).balances.map((b: Balance) => [b.userId, b.net]));
      expect(net.get(who.attendee)).toBe(-3000 + 12 * 250);
      expect(net.get(who.creator)).toBe(6000 - 12 * 250);
    });

    it('validates payments and who records or deletes them', async () => {
      const who = ids(f);
      await refused(
        () => postPayment(f, 'attendee', { fromUserId: who.attendee, toUserId: who.attendee, amount: 5 }),
        400,
        'A payment goes from one person to another',
      );
      await refused(
        () => postPayment(f, 'attendee', { fromUserId: who.attendee, toUserId: who.admin, amount: 0 }),
        400,
        'Amount must be more than zero',
      );
      await refused(() => postPayment(f, 'attendee', { fromUserId: who.creator, toUserId: who.admin, amount: 5 }), 403);
      await refused(
        () => postPayment(f, 'admin', { fromUserId: who.admin, toUserId: f.users.outsider.id, amount: 5 }),
        400,
      );
      const payment = await postPayment(f, 'admin', {
        fromUserId: who.creator,
        toUserId: who.attendee,
        amount: 5,
        paidOn: '2025-06-13',
      }).expect(201);
      expect(payment.body.payment).toMatchObject({
        fromUserId: who.creator,
        toUserId: who.attendee,
        amount: 5,
        paidOn: '2025-06-13',
        recordedBy: who.admin,
      });
      const other = await createEventFixture(t, 'Someone else');
      await t.http().delete(`/api/payments/${payment.body.payment.id}`).set(other.users.attendee.auth).expect(404);
      await t.http().delete(`/api/payments/${payment.body.payment.id}`).set(f.headers('attendee')).expect(204);
    });

    it('settles a known case in the fewest transfers, with Venmo links to those who gave a username', async () => {
      const e = await createEventFixture(t, 'Known case');
      const people = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => seedUser(t.db, name)));
      for (const person of people) await addMember(t.db, e.eventId, person.id, 'attendee');
      await t.db.query(`UPDATE users SET "venmoUsername" = 'bee-venmo', "profilePrivacy" = 'friends' WHERE id = $1`, [
        people[1].id,
      ]);
      const [a, b, c, d, ee, ff] = people.map((p) => p.id);
      // B is owed 50 by C, E is owed 60 by A, D is owed 40 by F.
      for (const [payer, participant, amount] of [
        [b, c, 5000],
        [ee, a, 6000],
        [d, ff, 4000],
      ] as const) {
        await postExpense(
          e,
          'admin',
          expense(e, { amount, payers: [{ userId: payer, amount }], participants: [{ userId: participant }] }),
        ).expect(201);
      }
      const body = await costs(e);
      expect(body.settleUp).toHaveLength(3);
      expect(body.settleUp).toEqual(
        expect.arrayContaining([
          { fromUserId: a, toUserId: ee, amount: 6000, venmoUrl: null },
          {
            fromUserId: c,
            toUserId: b,
            amount: 5000,
            venmoUrl: 'https://venmo.com/?txn=pay&recipients=bee-venmo&amount=50.00&note=Known%20case',
          },
          { fromUserId: ff, toUserId: d, amount: 4000, venmoUrl: null },
        ]),
      );
    });

    it('settles 60 people in at most n − 1 transfers, every balance to zero', async () => {
      const e = await createEventFixture(t, 'Big group');
      const people = await Promise.all(Array.from({ length: 57 }, (_, i) => seedUser(t.db, `Person ${i}`)));
      for (const person of people) await addMember(t.db, e.eventId, person.id, 'attendee');
      const all = [...Object.values(ids(e)), ...people.map((p) => p.id)];
      for (let i = 0; i < 8; i++) {
        const payers = all.slice(i * 7, i * 7 + 3);
        const amount = 100_003 + i * 7919;
        const parts = [Math.floor(amount / 3), Math.floor(amount / 3), amount - 2 * Math.floor(amount / 3)];
        await postExpense(
          e,
          'admin',
          expense(e, {
            amount,
            payers: payers.map((userId, k) => ({ userId, amount: parts[k] })),
            participants: all.slice(i, i + 50).map((userId) => ({ userId })),
          }),
        ).expect(201);
      }
      const body = await costs(e);
      const open = body.balances.filter((b: Balance) => b.net !== 0).length;
      expect(open).toBeGreaterThan(15);
      expect(sum(body.balances.map((b: Balance) => b.net))).toBe(0);
      expect(body.settleUp.length).toBeLessThanOrEqual(open - 1);
      expect(settled(body.balances, body.settleUp)).toBe(true);
    });

    it('keeps a removed member as a former member until their balance is settled', async () => {
      const e = await createEventFixture(t, 'Leaving');
      const who = ids(e);
      await postExpense(
        e,
        'creator',
        expense(e, { amount: 3000, payers: [{ userId: who.creator, amount: 3000 }] }),
      ).expect(201);
      await t.http().delete(`/api/events/${e.eventId}/members/${who.attendee}`).set(e.headers('creator')).expect(204);
      const former = (await costs(e, 'admin')).balances.find((b: Balance) => b.userId === who.attendee);
      expect(former).toMatchObject({ formerMember: true, owed: 1000, net: -1000 });
      await postPayment(e, 'admin', { fromUserId: who.attendee, toUserId: who.creator, amount: 1000 }).expect(201);
      const after = await costs(e, 'admin');
      expect(after.balances.map((b: Balance) => b.userId)).not.toContain(who.attendee);
      expect(sum(after.balances.map((b: Balance) => b.net))).toBe(0);
      // Settled, they are no longer someone a payment can name.
      await refused(() => postPayment(e, 'admin', { fromUserId: who.attendee, toUserId: who.creator, amount: 1 }), 400);
    });
  });

  describe('activity', () => {
    it('shows expenses added, edited and deleted, and payments recorded, in the event’s activity', async () => {
      const e = await createEventFixture(t, 'Activity');
      const who = ids(e);
      const created = await postExpense(
        e,
        'attendee',
        expense(e, { title: 'Groceries', amount: 12345, payers: [{ userId: who.attendee, amount: 12345 }] }),
      ).expect(201);
      const id = created.body.expense.id;
      await t.http().patch(`/api/expenses/${id}`).set(e.headers('attendee')).send({ title: 'Market' }).expect(200);
      await t.http().delete(`/api/expenses/${id}`).set(e.headers('admin')).expect(204);
      await postPayment(e, 'attendee', { fromUserId: who.attendee, toUserId: who.creator, amount: 2500 }).expect(201);
      const feed = await t.http().get(`/api/events/${e.eventId}/activity`).set(e.headers('creator')).expect(200);
      const costsEntries = feed.body.activity
        .filter((entry: { type: string }) => entry.type.startsWith('expense_') || entry.type === 'payment_recorded')
        .map((entry: { type: string; text: string; who: { userId: string }; link: string }) => [
          entry.type,
          entry.text,
          entry.who.userId,
          entry.link,
        ]);
      const link = `/events/${e.eventId}/costs`;
      expect(costsEntries).toEqual([
        [
          'payment_recorded',
          expect.stringMatching(/^recorded a payment of \$25\.00 from .+ to .+$/),
          who.attendee,
          link,
        ],
        ['expense_deleted', 'deleted the expense Market ($123.45)', who.admin, link],
        ['expense_edited', 'edited the expense Market ($123.45)', who.attendee, link],
        ['expense_added', 'added an expense: Groceries ($123.45)', who.attendee, link],
      ]);
    });
  });

  describe('plan costs and the currency', () => {
    it("follows a carpool's people: a new passenger shares the cost, one who leaves no longer does", async () => {
      const e = await createEventFixture(t, 'Carpool cost');
      const who = ids(e);
      const carpool = await t
        .http()
        .post(`/api/events/${e.eventId}/carpools`)
        .set(e.headers('attendee'))
        .send({ fromLocation: 'Airport', toLocation: 'Cabin', departureTime: '2025-06-12T12:00:00.000Z' })
        .expect(201);
      const carpoolId = carpool.body.carpool.id;
      const body = { title: 'Fuel', amount: 9000, currency: 'USD', spentOn: '2025-06-12', carpoolId };
      await refused(() => postExpense(e, 'creator', { ...body, participants: [{ userId: who.creator }] }), 400);
      await refused(
        () =>
          postExpense({ ...e, headers: e.headers }, 'admin', {
            ...body,
            carpoolId: '00000000-0000-4000-8000-000000000000',
          }),
        404,
      );
      const created = await postExpense(e, 'attendee', body).expect(201);
      expect(created.body.expense).toMatchObject({
        carpoolId,
        payers: [expect.objectContaining({ userId: who.attendee, amount: 9000 })],
      });
      await refused(() => postExpense(e, 'admin', body), 409, 'This carpool already has a cost');

      const owed = async () => new Map((await costs(e)).balances.map((b: Balance) => [b.userId, b.owed]));
      await t.http().post(`/api/carpools/${carpoolId}/join`).set(e.headers('admin')).expect(200);
      expect(await owed()).toEqual(
        new Map([
          [who.admin, 4500],
          [who.attendee, 4500],
          [who.creator, 0],
        ]),
      );
      await t.http().post(`/api/carpools/${carpoolId}/join`).set(e.headers('creator')).expect(200);
      expect(await owed()).toEqual(
        new Map([
          [who.admin, 3000],
          [who.attendee, 3000],
          [who.creator, 3000],
        ]),
      );
      await t.http().post(`/api/carpools/${carpoolId}/leave`).set(e.headers('admin')).expect(200);
      expect(await owed()).toEqual(
        new Map([
          [who.admin, 0],
          [who.attendee, 4500],
          [who.creator, 4500],
        ]),
      );
    });

    it("changes the event's currency until costs are recorded, then answers 409", async () => {
      const e = await createEventFixture(t, 'Currency');
      await refused(
        () =>
          t.http().put(`/api/events/${e.eventId}/costs/currency`).set(e.headers('attendee')).send({ currency: 'EUR' }),
        403,
      );
      await refused(
        () =>
          t.http().put(`/api/events/${e.eventId}/costs/currency`).set(e.headers('admin')).send({ currency: 'EURO' }),
        400,
      );
      const set = await t
        .http()
        .put(`/api/events/${e.eventId}/costs/currency`)
        .set(e.headers('admin'))
        .send({ currency: 'JPY' })
        .expect(200);
      expect(set.body).toEqual({ currency: 'JPY', currencyDigits: 0 });
      expect(await costs(e)).toMatchObject({ currency: 'JPY', currencyDigits: 0 });
      const eur = await postExpense(
        e,
        'attendee',
        expense(e, {
          amount: 1000,
          currency: 'EUR',
          rate: '162.5',
          payers: [{ userId: e.users.attendee.id, amount: 1000 }],
        }),
      ).expect(201);
      expect(eur.body.expense.amountInEventCurrency).toBe(1625);
      await refused(
        () =>
          t.http().put(`/api/events/${e.eventId}/costs/currency`).set(e.headers('creator')).send({ currency: 'USD' }),
        409,
        "The currency can't change once costs are recorded",
      );
    });
  });
});
