import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedBy, type Db, firstRow, rowsOf, type Statement } from '../../../database/sql';
import type { ComposedExpense, EventPeople, ParticipantInput } from '../expense-rules';
import type { SplitMode } from '../split-rules';
import type { ExpenseChangeKind } from './expense-change.entity';
import type { ExpenseRow } from './dto/expense.response';

/** What an expense's amounts are counted against: the event's currency and its name (a Venmo note). */
export interface CostsEvent {
  currency: string;
  name: string;
}

/** An expense as an edit starts from it, locked. */
export interface LockedExpense {
  id: string;
  eventId: string;
  title: string;
  amount: number;
  currency: string;
  rate: string;
  amountInEventCurrency: number;
  spentOn: string;
  splitMode: SplitMode;
  carpoolId: string | null;
  stayId: string | null;
  payers: Array<{ userId: string; amount: number }>;
  participants: ParticipantInput[];
}

export interface ExpenseFields {
  title: string;
  amount: number;
  currency: string;
  rate: string;
  spentOn: string;
  splitMode: SplitMode;
}

/** The event's expenses, newest first, each with its payers and split lines as JSON: one statement. */
export const expensesOfEvent = (eventId: string, expenseId?: string): Statement => ({
  text: `SELECT e.id, e.title, e.amount::float8 AS amount, e.currency, e.rate::text AS rate,
                e."amountInEventCurrency"::float8 AS "amountInEventCurrency", to_char(e."spentOn", 'YYYY-MM-DD') AS "spentOn",
                e."splitMode", e."carpoolId", e."stayId", e."createdBy", e."createdAt", e."updatedAt",
                coalesce((SELECT json_agg(json_build_object('userId', p."userId", 'displayName', u."displayName",
                                                            'amount', p.amount::float8) ORDER BY p.amount DESC, p."userId")
                          FROM expense_payers p JOIN users u ON u.id = p."userId" WHERE p."expenseId" = e.id), '[]') AS payers,
                coalesce((SELECT json_agg(json_build_object(
                            'userId', l."userId", 'guestId', l."guestId", 'partyId', l."partyId",
                            'shares', l.shares, 'amount', l.amount::float8,
                            'label', CASE
                              WHEN l."userId" IS NOT NULL THEN lu."displayName"
                              WHEN l."guestId" IS NOT NULL THEN coalesce(g.name, 'Guest of ' || coalesce((
                                SELECT gu."displayName" FROM event_members gm JOIN users gu ON gu.id = gm."userId"
                                WHERE gm."partyId" = g."partyId" ORDER BY gm."joinedAt", gm.id LIMIT 1), 'a member'), 'A former guest')
                              ELSE coalesce((
                                SELECT string_agg(pu."displayName", ' & ' ORDER BY pm."joinedAt", pm.id)
                                FROM event_members pm JOIN users pu ON pu.id = pm."userId" WHERE pm."partyId" = l."partyId"),
                                'A former party')
                            END) ORDER BY l.position)
                          FROM expense_participants l
                          LEFT JOIN users lu ON lu.id = l."userId"
                          LEFT JOIN party_guests g ON g.id = l."guestId"
                          WHERE l."expenseId" = e.id), '[]') AS participants
         FROM expenses e
         WHERE e."eventId" = $1 AND ($2::uuid IS NULL OR e.id = $2)
         ORDER BY e."spentOn" DESC, e."createdAt" DESC, e.id`,
  values: [eventId, expenseId ?? null],
});

@Injectable()
export class ExpensesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs the service's steps, each a method here given `tx`, as one transaction. */
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }

  listForEvent(eventId: string): Promise<ExpenseRow[]> {
    return rowsOf(this.dataSource, expensesOfEvent(eventId));
  }

  findInEvent(eventId: string, expenseId: string): Promise<ExpenseRow | undefined> {
    return firstRow(this.dataSource, expensesOfEvent(eventId, expenseId));
  }

  /**
   * The event's currency, holding it (FOR KEY SHARE) until the transaction ends: a currency change waits
   * for costs being recorded, then sees them.
   */
  holdEvent(db: Db, eventId: string): Promise<CostsEvent | undefined> {
    return firstRow(db, {
      text: 'SELECT currency, name FROM events WHERE id = $1 FOR KEY SHARE',
      values: [eventId],
    });
  }

  /** The event's members by party (in joining order) and its parties' guests. */
  async peopleOf(db: Db, eventId: string): Promise<EventPeople> {
    const [members, guests] = await Promise.all([
      rowsOf<{ userId: string; partyId: string }>(db, {
        text: `SELECT "userId", "partyId" FROM event_members WHERE "eventId" = $1 ORDER BY "joinedAt", id`,
        values: [eventId],
      }),
      rowsOf<{ id: string; partyId: string }>(db, {
        text: `SELECT id, "partyId" FROM party_guests WHERE "eventId" = $1`,
        values: [eventId],
      }),
    ]);
    const membersOfParty = new Map<string, string[]>();
    for (const member of members)
      membersOfParty.set(member.partyId, [...(membersOfParty.get(member.partyId) ?? []), member.userId]);
    return {
      partyOfMember: new Map(members.map((member) => [member.userId, member.partyId])),
      membersOfParty,
      partyOfGuest: new Map(guests.map((guest) => [guest.id, guest.partyId])),
    };
  }

  /** Locks the expense row: edits, deletions and a plan's changes to it happen one at a time. */
  lock(
    db: Db,
    where: { expenseId: string } | { carpoolId: string } | { stayId: string },
  ): Promise<LockedExpense | undefined> {
    const [column, id] =
      'expenseId' in where
        ? ['id', where.expenseId]
        : 'carpoolId' in where
          ? ['"carpoolId"', where.carpoolId]
          : ['"stayId"', where.stayId];
    return firstRow(db, {
      text: `WITH locked AS (SELECT * FROM expenses WHERE ${column} = $1 FOR UPDATE)
             SELECT e.id, e."eventId", e.title, e.amount::float8 AS amount, e.currency, e.rate::text AS rate,
                    e."amountInEventCurrency"::float8 AS "amountInEventCurrency",
                    to_char(e."spentOn", 'YYYY-MM-DD') AS "spentOn", e."splitMode", e."carpoolId", e."stayId",
                    coalesce((SELECT json_agg(json_build_object('userId', p."userId", 'amount', p.amount::float8) ORDER BY p.id)
                              FROM expense_payers p WHERE p."expenseId" = e.id), '[]') AS payers,
                    coalesce((SELECT json_agg(json_build_object('userId', l."userId", 'guestId', l."guestId",
                                'partyId', l."partyId", 'shares', l.shares, 'amount', l.amount::float8) ORDER BY l.position)
                              FROM expense_participants l WHERE l."expenseId" = e.id), '[]') AS participants
             FROM locked e`,
      values: [id],
    });
  }

  async insert(
    db: Db,
    eventId: string,
    createdBy: string,
    fields: ExpenseFields & { carpoolId: string | null; stayId: string | null },
    composed: ComposedExpense,
  ): Promise<string> {
    const created = await firstRow<{ id: string }>(db, {
      text: `INSERT INTO expenses ("eventId", title, amount, currency, rate, "amountInEventCurrency", "spentOn", "splitMode",
                                   "carpoolId", "stayId", "createdBy")
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      values: [
        eventId,
        fields.title,
        fields.amount,
        fields.currency,
        fields.rate,
        composed.amountInEventCurrency,
        fields.spentOn,
        fields.splitMode,
        fields.carpoolId,
        fields.stayId,
        createdBy,
      ],
    });
    await this.writeLines(db, created!.id, eventId, composed);
    return created!.id;
  }

  async update(db: Db, expense: LockedExpense, fields: ExpenseFields, composed: ComposedExpense): Promise<void> {
    await affectedBy(db, {
      text: `UPDATE expenses SET title = $2, amount = $3, currency = $4, rate = $5, "amountInEventCurrency" = $6,
                                 "spentOn" = $7, "splitMode" = $8, "updatedAt" = now()
             WHERE id = $1`,
      values: [
        expense.id,
        fields.title,
        fields.amount,
        fields.currency,
        fields.rate,
        composed.amountInEventCurrency,
        fields.spentOn,
        fields.splitMode,
      ],
    });
    await this.clearLines(db, expense.id);
    await this.writeLines(db, expense.id, expense.eventId, composed);
  }

  /** Replaces the payers, split lines and shares: the expense row itself is locked by the caller. */
  private async clearLines(db: Db, expenseId: string): Promise<void> {
    for (const table of ['expense_payers', 'expense_participants', 'expense_shares']) {
      await affectedBy(db, { text: `DELETE FROM ${table} WHERE "expenseId" = $1`, values: [expenseId] });
    }
  }

  private async writeLines(db: Db, expenseId: string, eventId: string, composed: ComposedExpense): Promise<void> {
    const { payers, participants, shares } = composed;
    await rowsOf(db, {
      text: `INSERT INTO expense_payers ("expenseId", "userId", amount, "amountInEventCurrency")
             SELECT $1, * FROM unnest($2::uuid[], $3::bigint[], $4::bigint[])`,
      values: [
        expenseId,
        payers.map((p) => p.userId),
        payers.map((p) => p.amount),
        payers.map((p) => p.amountInEventCurrency),
      ],
    });
    await rowsOf(db, {
      text: `INSERT INTO expense_participants ("expenseId", position, "userId", "guestId", "partyId", shares, amount)
             SELECT $1, * FROM unnest($2::int[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::bigint[])`,
      values: [
        expenseId,
        participants.map((p) => p.position),
        participants.map((p) => p.userId),
        participants.map((p) => p.guestId),
        participants.map((p) => p.partyId),
        participants.map((p) => p.shares),
        participants.map((p) => p.amount),
      ],
    });
    await rowsOf(db, {
      text: `INSERT INTO expense_shares ("expenseId", "eventId", "userId", "amountInEventCurrency")
             SELECT $1, $2, * FROM unnest($3::uuid[], $4::bigint[])`,
      values: [expenseId, eventId, shares.map((s) => s.userId), shares.map((s) => s.amountInEventCurrency)],
    });
  }

  /** A plan's people changed: only the split lines and shares follow; the payers and amount stay. */
  async replaceSplit(db: Db, expense: LockedExpense, composed: ComposedExpense): Promise<void> {
    await affectedBy(db, { text: 'DELETE FROM expense_participants WHERE "expenseId" = $1', values: [expense.id] });
    await affectedBy(db, { text: 'DELETE FROM expense_shares WHERE "expenseId" = $1', values: [expense.id] });
    await affectedBy(db, { text: 'DELETE FROM expense_payers WHERE "expenseId" = $1', values: [expense.id] });
    await affectedBy(db, {
      text: `UPDATE expenses SET "splitMode" = 'equal', "updatedAt" = now() WHERE id = $1`,
      values: [expense.id],
    });
    await this.writeLines(db, expense.id, expense.eventId, composed);
  }

  async delete(db: Db, expenseId: string): Promise<void> {
    await affectedBy(db, { text: 'DELETE FROM expenses WHERE id = $1', values: [expenseId] });
  }

  async recordChange(
    db: Db,
    change: {
      eventId: string;
      expenseId: string;
      actorId: string | null;
      change: ExpenseChangeKind;
      title: string;
      amountInEventCurrency: number;
    },
  ): Promise<void> {
    await rowsOf(db, {
      text: `INSERT INTO expense_changes ("eventId", "expenseId", "actorId", change, title, "amountInEventCurrency")
             VALUES ($1, $2, $3, $4, $5, $6)`,
      values: [
        change.eventId,
        change.expenseId,
        change.actorId,
        change.change,
        change.title,
        change.amountInEventCurrency,
      ],
    });
  }
}
