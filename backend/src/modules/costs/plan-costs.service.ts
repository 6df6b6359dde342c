import { Injectable, Logger } from '@nestjs/common';
import type { Db } from '../../database/sql';
import { composeExpense, type ParticipantInput } from './expense-rules';
import { ExpensesRepository, type LockedExpense } from './expenses/expenses.repository';
import { PlanPeopleRepository } from './expenses/plan-people.repository';

/**
 * A carpool's or a stay's cost follows its people: after a join, a leave, a bed assigned or freed, the
 * travel services call these, which lock the linked expense and split it again among who is there now.
 * Idempotent; nothing happens when the plan has no cost.
 */
@Injectable()
export class PlanCostsService {
  private readonly logger = new Logger(PlanCostsService.name);

  constructor(
    private readonly expenses: ExpensesRepository,
    private readonly plans: PlanPeopleRepository,
  ) {}

  async followCarpool(carpoolId: string): Promise<void> {
    await this.expenses.inTransaction(async (tx) => {
      const expense = await this.expenses.lock(tx, { carpoolId });
      if (!expense) return;
      const carpool = await this.plans.carpoolPeople(tx, carpoolId);
      if (!carpool) return;
      await this.resplit(
        tx,
        expense,
        carpool.people.map((userId) => ({ userId })),
      );
    });
  }

  async followStay(stayId: string): Promise<void> {
    await this.expenses.inTransaction(async (tx) => {
      const expense = await this.expenses.lock(tx, { stayId });
      if (!expense) return;
      const stay = await this.plans.stayPeople(tx, stayId);
      // An emptied stay keeps its cost on the people who last slept there.
      if (!stay || stay.people.length === 0) return;
      await this.resplit(tx, expense, stay.people);
    });
  }

  private async resplit(tx: Db, expense: LockedExpense, participants: ParticipantInput[]): Promise<void> {
    const event = await this.expenses.holdEvent(tx, expense.eventId);
    if (!event) return;
    const people = await this.expenses.peopleOf(tx, expense.eventId);
    const outcome = composeExpense(
      { ...expense, splitMode: 'equal', participants },
      event.currency,
      people,
      new Set(expense.payers.map((payer) => payer.userId)),
    );
    if ('refusal' in outcome) {
      this.logger.warn(`Expense ${expense.id} keeps its split: ${outcome.refusal}`);
      return;
    }
    await this.expenses.replaceSplit(tx, expense, outcome.expense);
  }
}
