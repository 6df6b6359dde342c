import { Module } from '@nestjs/common';
import { BalancesRepository } from './balances/balances.repository';
import { CostsController } from './balances/costs.controller';
import { CostsService } from './balances/costs.service';
import { ExpensesController } from './expenses/expenses.controller';
import { ExpensesRepository } from './expenses/expenses.repository';
import { ExpensesService } from './expenses/expenses.service';
import { PlanPeopleRepository } from './expenses/plan-people.repository';
import { PaymentsController } from './payments/payments.controller';
import { PaymentsRepository } from './payments/payments.repository';
import { PaymentsService } from './payments/payments.service';
import { PlanCostsService } from './plan-costs.service';

/** Expenses, payments and balances; PlanCostsService lets the travel plans' costs follow their people. */
@Module({
  providers: [
    ExpensesRepository,
    PlanPeopleRepository,
    ExpensesService,
    PaymentsRepository,
    PaymentsService,
    BalancesRepository,
    CostsService,
    PlanCostsService,
  ],
  exports: [PlanCostsService, CostsService, ExpensesService, PaymentsService],
})
export class CostsModule {}

/** The API's part: expenses, payments, balances and the event's currency. */
@Module({
  imports: [CostsModule],
  controllers: [CostsController, ExpensesController, PaymentsController],
})
export class CostsApiModule {}
