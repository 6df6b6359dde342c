import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { coreProfileAccess, showsProfileFields } from '../../users/profile-visibility';
import { netOf, settleUp, venmoUrl } from '../balance-rules';
import { currencyDigits, knownCurrencies, type CurrencyInfo } from '../currencies';
import type { BalanceResponse, CostsResponse, EventCurrencyResponse } from '../dto/costs.response';
import { ExpensesService } from '../expenses/expenses.service';
import { PaymentsService } from '../payments/payments.service';
import { type BalanceRow, BalancesRepository } from './balances.repository';

export const CURRENCY_FIXED = "The currency can't change once costs are recorded";

/** The event's costs as one page reads them: expenses, payments, balances and how to settle up. */
@Injectable()
export class CostsService {
  private readonly logger = new Logger(CostsService.name);

  constructor(
    private readonly balances: BalancesRepository,
    private readonly expenses: ExpensesService,
    private readonly payments: PaymentsService,
  ) {}

  currencies(): CurrencyInfo[] {
    return knownCurrencies();
  }

  async overview(caller: EventCaller): Promise<CostsResponse> {
    const event = await this.balances.currencyOf(caller.eventId);
    if (!event) throw new NotFoundException('Event not found');
    const [expenses, payments, balances] = await Promise.all([
      this.expenses.list(caller),
      this.payments.list(caller.eventId),
      this.balancesOf(caller),
    ]);
    const digits = currencyDigits(event.currency);
    const venmoOf = new Map(balances.map((balance) => [balance.userId, balance.venmoUsername]));
    const settle = this.transfers(caller.eventId, balances).map((transfer) => ({
      ...transfer,
      venmoUrl: venmoUrl(venmoOf.get(transfer.toUserId), transfer.amount, event.currency, digits, event.name),
    }));
    return { currency: event.currency, currencyDigits: digits, expenses, payments, balances, settleUp: settle };
  }

  /**
   * The transfers that settle up. Every expense's payers and shares add up to its amount, so balances sum to
   * zero; if rows were ever lost (an account's deletion cascades), the page still loads without a plan.
   */
  private transfers(eventId: string, balances: BalanceResponse[]) {
    if (balances.reduce((sum, balance) => sum + balance.net, 0) === 0) return settleUp(balances);
    this.logger.error(`The balances of event ${eventId} do not sum to zero: no settle-up offered`);
    return [];
  }

  /** Every member's balance, and a former member's while it is not settled. */
  async balancesOf(caller: EventCaller): Promise<BalanceResponse[]> {
    const rows = await this.balances.totals(caller.eventId);
    return rows
      .map((row) => this.mapBalance(row, caller))
      .filter((balance) => !balance.formerMember || balance.net !== 0);
  }

  async setCurrency(caller: EventCaller, currency: string): Promise<EventCurrencyResponse> {
    const current = await this.balances.currencyOf(caller.eventId);
    if (current?.currency !== currency && !(await this.balances.setCurrencyWhileNoCosts(caller.eventId, currency))) {
      throw new ConflictException(CURRENCY_FIXED);
    }
    return { currency, currencyDigits: currencyDigits(currency) };
  }

  /** A Venmo username is a profile field: shown as far as its owner's privacy shows their profile. */
  private mapBalance(row: BalanceRow, caller: EventCaller): BalanceResponse {
    const relation = row.userId === caller.userId ? 'self' : 'shares-an-event';
    const showsVenmo = showsProfileFields(coreProfileAccess(row.profilePrivacy, relation));
    return {
      userId: row.userId,
      displayName: row.displayName,
      photoURL: row.photoURL,
      venmoUsername: showsVenmo ? row.venmoUsername : null,
      formerMember: row.formerMember,
      paid: row.paid,
      owed: row.owed,
      net: netOf(row),
    };
  }
}
