import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import { RecordPaymentDto } from './dto/payment.dto';
import { PaymentEnvelope } from './dto/payment.response';
import { PaymentsService } from './payments.service';

@ApiTags('costs')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('events/:eventId/payments')
  @EventAccess('member')
  @ApiCreatedResponse({ type: PaymentEnvelope, description: 'The caller is one of the two, or an admin' })
  async record(@Caller() caller: EventCaller, @Body() input: RecordPaymentDto): Promise<PaymentEnvelope> {
    return { payment: await this.payments.record(caller, input) };
  }

  @Delete('payments/:paymentId')
  @EventAccess('member', 'payment')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Who recorded it, either side, or an admin' })
  async delete(
    @Caller() caller: EventCaller,
    @IdParam('paymentId', 'Payment not found') paymentId: string,
  ): Promise<void> {
    await this.payments.delete(caller, paymentId);
  }
}
