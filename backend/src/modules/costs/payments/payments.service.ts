import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { paymentDeleteRefusal, paymentRecordRefusal } from '../cost-access-rules';
import { refuseIf } from '../expenses/expense-drafts';
import { ExpensesRepository } from '../expenses/expenses.repository';
import type { RecordPaymentDto } from './dto/payment.dto';
import type { PaymentResponse } from './dto/payment.response';
import { PaymentsRepository } from './payments.repository';

export const SAME_PERSON = 'A payment goes from one person to another';
export const NOT_IN_EVENT = 'A payment is between members of this event, or former members with a balance';

@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly expenses: ExpensesRepository,
  ) {}

  list(eventId: string): Promise<PaymentResponse[]> {
    return this.payments.listForEvent(eventId);
  }

  /** Inserts a row; the event is held (FOR KEY SHARE) so its currency cannot change under the payment. */
  async record(caller: EventCaller, input: RecordPaymentDto): Promise<PaymentResponse> {
    if (input.fromUserId === input.toUserId) throw new BadRequestException(SAME_PERSON);
    refuseIf(paymentRecordRefusal(caller, input.fromUserId, input.toUserId));
    return this.payments.inTransaction(async (tx) => {
      if (!(await this.expenses.holdEvent(tx, caller.eventId))) throw new NotFoundException('Event not found');
      for (const userId of [input.fromUserId, input.toUserId]) {
        const standing = await this.payments.standing(tx, caller.eventId, userId);
        if (!standing.isMember && standing.net === 0) throw new BadRequestException(NOT_IN_EVENT);
      }
      return this.payments.insert(tx, {
        eventId: caller.eventId,
        fromUserId: input.fromUserId,
        toUserId: input.toUserId,
        amount: input.amount,
        paidOn: input.paidOn ?? null,
        recordedBy: caller.userId,
      });
    });
  }

  async delete(caller: EventCaller, paymentId: string): Promise<void> {
    const payment = await this.payments.find(paymentId);
    if (!payment || payment.eventId !== caller.eventId) throw new NotFoundException('Payment not found');
    refuseIf(paymentDeleteRefusal(caller, payment));
    await this.payments.delete(paymentId);
  }
}
