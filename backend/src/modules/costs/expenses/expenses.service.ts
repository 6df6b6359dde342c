import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Db } from '../../../database/sql';
import { roleSatisfies, type EventCaller } from '../../../common/access/event-access.rules';
import { carpoolCostRefusal, expenseAddRefusal, expenseChangeRefusal, stayCostRefusal } from '../cost-access-rules';
import { type ExpenseDraft, type ParticipantInput, takesPart } from '../expense-rules';
import { composeOrRefuse, rateFor, refuseIf } from './expense-drafts';
import type { CreateExpenseDto, UpdateExpenseDto } from './dto/expense.dto';
import { type ExpenseResponse, mapExpense } from './dto/expense.response';
import { type CostsEvent, ExpensesRepository, type LockedExpense } from './expenses.repository';
import { PlanPeopleRepository } from './plan-people.repository';

const NOT_FOUND = 'Expense not found';
export const PLAN_SPLIT = "A carpool's or a stay's cost is shared by its people: its split follows them";
const UNIQUE_PLAN_COST: Record<string, string> = {
  UQ_expenses_carpool: 'This carpool already has a cost',
  UQ_expenses_stay: 'This stay already has a cost',
};

@Injectable()
export class ExpensesService {
  constructor(
    private readonly expenses: ExpensesRepository,
    private readonly plans: PlanPeopleRepository,
  ) {}

  async list(caller: EventCaller): Promise<ExpenseResponse[]> {
    const isAdmin = roleSatisfies(caller.role, 'admin');
    return (await this.expenses.listForEvent(caller.eventId)).map((row) => mapExpense(row, caller.userId, isAdmin));
  }

  /** The expense, its payers, split lines, shares and the 'added' change: one transaction. */
  async create(caller: EventCaller, input: CreateExpenseDto): Promise<ExpenseResponse> {
    if (input.carpoolId && input.stayId)
      throw new BadRequestException('An expense belongs to a carpool or a stay, not both');
    if ((input.carpoolId || input.stayId) && (input.participants || input.splitMode))
      throw new BadRequestException(PLAN_SPLIT);
    if (!input.carpoolId && !input.stayId && !input.participants)
      throw new BadRequestException('An expense needs a participant');
    let expenseId: string;
    try {
      expenseId = await this.expenses.inTransaction(async (tx) => {
        const event = await this.event(tx, caller.eventId);
        const people = await this.expenses.peopleOf(tx, caller.eventId);
        let participants: ParticipantInput[] = input.participants ?? [];
        let payers = input.payers;
        if (input.carpoolId) {
          await this.plans.holdPlan(tx, { carpoolId: input.carpoolId });
          const carpool = await this.plans.carpoolPeople(tx, input.carpoolId);
          if (!carpool || carpool.eventId !== caller.eventId) throw new NotFoundException('Carpool not found');
          refuseIf(carpoolCostRefusal(caller, carpool.driverId));
          participants = carpool.people.map((userId) => ({ userId }));
          payers ??= [{ userId: carpool.driverId, amount: input.amount }];
        } else if (input.stayId) {
          await this.plans.holdPlan(tx, { stayId: input.stayId });
          const stay = await this.plans.stayPeople(tx, input.stayId);
          if (!stay || stay.eventId !== caller.eventId) throw new NotFoundException('Stay not found');
          refuseIf(stayCostRefusal(caller));
          if (stay.people.length === 0) throw new ConflictException('Nobody sleeps in this stay yet');
          participants = stay.people;
        }
        const draft: ExpenseDraft = {
          amount: input.amount,
          currency: input.currency,
          rate: rateFor(input.currency, input.rate, event.currency),
          splitMode: input.splitMode ?? 'equal',
          payers: payers ?? [{ userId: caller.userId, amount: input.amount }],
          participants,
        };
        if (!input.carpoolId && !input.stayId) {
          refuseIf(expenseAddRefusal(caller, takesPart(caller.userId, draft, people)));
        }
        const composed = composeOrRefuse(draft, event.currency, people);
        const fields = { ...draft, title: input.title, spentOn: input.spentOn };
        const id = await this.expenses.insert(
          tx,
          caller.eventId,
          caller.userId,
          {
            ...fields,
            carpoolId: input.carpoolId ?? null,
            stayId: input.stayId ?? null,
          },
          composed,
        );
        await this.expenses.recordChange(tx, {
          eventId: caller.eventId,
          expenseId: id,
          actorId: caller.userId,
          change: 'added',
          title: input.title,
          amountInEventCurrency: composed.amountInEventCurrency,
        });
        return id;
      });
    } catch (error) {
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint && UNIQUE_PLAN_COST[constraint]) throw new ConflictException(UNIQUE_PLAN_COST[constraint]);
      throw error;
    }
    return this.get(caller, expenseId);
  }

  /** Locks the expense, applies what was sent over what it was, and rewrites its lines and shares. */
  async update(caller: EventCaller, expenseId: string, input: UpdateExpenseDto): Promise<ExpenseResponse> {
    await this.expenses.inTransaction(async (tx) => {
      const expense = await this.locked(tx, caller, expenseId);
      const event = await this.event(tx, caller.eventId);
      const people = await this.expenses.peopleOf(tx, caller.eventId);
      const linked = expense.carpoolId !== null || expense.stayId !== null;
      if (linked && (input.participants || input.splitMode)) throw new BadRequestException(PLAN_SPLIT);
      const amount = input.amount ?? expense.amount;
      const currency = input.currency ?? expense.currency;
      const keptRate = currency === expense.currency ? expense.rate : undefined;
      const singlePayer = expense.payers.length === 1 ? [{ userId: expense.payers[0].userId, amount }] : expense.payers;
      const draft: ExpenseDraft = {
        amount,
        currency,
        rate: rateFor(currency, input.rate ?? (currency === event.currency ? undefined : keptRate), event.currency),
        splitMode: input.splitMode ?? expense.splitMode,
        payers: input.payers ?? singlePayer,
        participants: linked ? await this.planPeople(tx, expense) : (input.participants ?? expense.participants),
      };
      const formerPeople = new Set([
        ...expense.payers.map((payer) => payer.userId),
        ...expense.participants.flatMap((participant) => (participant.userId ? [participant.userId] : [])),
      ]);
      const composed = composeOrRefuse(draft, event.currency, people, formerPeople);
      const title = input.title ?? expense.title;
      await this.expenses.update(tx, expense, { ...draft, title, spentOn: input.spentOn ?? expense.spentOn }, composed);
      await this.expenses.recordChange(tx, {
        eventId: caller.eventId,
        expenseId,
        actorId: caller.userId,
        change: 'edited',
        title,
        amountInEventCurrency: composed.amountInEventCurrency,
      });
    });
    return this.get(caller, expenseId);
  }

  async delete(caller: EventCaller, expenseId: string): Promise<void> {
    await this.expenses.inTransaction(async (tx) => {
      const expense = await this.locked(tx, caller, expenseId);
      await this.expenses.recordChange(tx, {
        eventId: caller.eventId,
        expenseId,
        actorId: caller.userId,
        change: 'deleted',
        title: expense.title,
        amountInEventCurrency: expense.amountInEventCurrency,
      });
      await this.expenses.delete(tx, expenseId);
    });
  }

  /** A linked expense's people as the plan has them now; as they were when the plan is gone or empty. */
  private async planPeople(tx: Db, expense: LockedExpense): Promise<ParticipantInput[]> {
    if (expense.carpoolId) {
      const carpool = await this.plans.carpoolPeople(tx, expense.carpoolId);
      if (carpool) return carpool.people.map((userId) => ({ userId }));
    } else if (expense.stayId) {
      const stay = await this.plans.stayPeople(tx, expense.stayId);
      if (stay && stay.people.length > 0) return stay.people;
    }
    return expense.participants;
  }

  private async locked(tx: Db, caller: EventCaller, expenseId: string): Promise<LockedExpense> {
    const expense = await this.expenses.lock(tx, { expenseId });
    if (!expense || expense.eventId !== caller.eventId) throw new NotFoundException(NOT_FOUND);
    refuseIf(
      expenseChangeRefusal(
        caller,
        expense.payers.map((payer) => payer.userId),
      ),
    );
    return expense;
  }

  private async event(tx: Db, eventId: string): Promise<CostsEvent> {
    const event = await this.expenses.holdEvent(tx, eventId);
    if (!event) throw new NotFoundException('Event not found');
    return event;
  }

  private async get(caller: EventCaller, expenseId: string): Promise<ExpenseResponse> {
    const row = await this.expenses.findInEvent(caller.eventId, expenseId);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return mapExpense(row, caller.userId, roleSatisfies(caller.role, 'admin'));
  }
}
