import { Body, Controller, Delete, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import { CreateExpenseDto, UpdateExpenseDto } from './dto/expense.dto';
import { ExpenseEnvelope } from './dto/expense.response';
import { ExpensesService } from './expenses.service';

@ApiTags('costs')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class ExpensesController {
  constructor(private readonly expenses: ExpensesService) {}

  @Post('events/:eventId/expenses')
  @EventAccess('member')
  @ApiCreatedResponse({ type: ExpenseEnvelope, description: 'The caller pays or shares in it, or is an admin' })
  async create(@Caller() caller: EventCaller, @Body() input: CreateExpenseDto): Promise<ExpenseEnvelope> {
    return { expense: await this.expenses.create(caller, input) };
  }

  @Patch('expenses/:expenseId')
  @EventAccess('member', 'expense')
  @ApiOkResponse({ type: ExpenseEnvelope, description: 'A payer or an admin' })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('expenseId', 'Expense not found') expenseId: string,
    @Body() input: UpdateExpenseDto,
  ): Promise<ExpenseEnvelope> {
    return { expense: await this.expenses.update(caller, expenseId, input) };
  }

  @Delete('expenses/:expenseId')
  @EventAccess('member', 'expense')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'A payer or an admin' })
  async delete(
    @Caller() caller: EventCaller,
    @IdParam('expenseId', 'Expense not found') expenseId: string,
  ): Promise<void> {
    await this.expenses.delete(caller, expenseId);
  }
}
