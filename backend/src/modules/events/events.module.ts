import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { EventsService } from './events.service';

@Module({
  imports: [SubscriptionsModule, MembersModule],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
