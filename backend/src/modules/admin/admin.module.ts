import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MembersModule } from '../members/members.module';
import { PhotosModule } from '../photos/photos.module';
import { BillingModule } from '../subscriptions/billing/billing.module';
import { AuditController } from './audit/audit.controller';
import { AuditService } from './audit/audit.service';
import { OperatorAuditRepository } from './audit/operator-audit.repository';
import { OperatorGuard } from './operator.guard';
import { OperatorsRepository } from './operators.repository';
import { QueueHealthService } from './queues/queue-health.service';
import { QueuesController } from './queues/queues.controller';
import { OnDemandMailTransport } from './test-email/on-demand-mail-transport';
import { TestEmailController } from './test-email/test-email.controller';
import { TestEmailService } from './test-email/test-email.service';
import { AccountErasureRepository } from './users/account-erasure.repository';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminUsersRepository } from './users/admin-users.repository';
import { AdminUsersService } from './users/admin-users.service';

/**
 * The operator console (ADMIN_EMAILS): accounts, queues, a test e-mail and the audit of what operators
 * did. API only: every route answers 404 to anyone but an operator.
 */
@Module({
  imports: [AuthModule, BillingModule, MembersModule, PhotosModule],
  providers: [
    OperatorsRepository,
    OperatorGuard,
    OperatorAuditRepository,
    AuditService,
    AdminUsersRepository,
    AccountErasureRepository,
    AdminUsersService,
    QueueHealthService,
    OnDemandMailTransport,
    TestEmailService,
  ],
  controllers: [AdminUsersController, QueuesController, TestEmailController, AuditController],
})
export class AdminApiModule {}
