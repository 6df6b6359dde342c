import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { PhotosModule } from '../photos/photos.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventsController } from './events.controller';

@Module({
  imports: [SubscriptionsModule, MembersModule, PhotosModule],
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsModule {}

/** The API's part: creating, listing, editing and deleting events. */
@Module({
  imports: [EventsModule],
  controllers: [EventsController],
})
export class EventsApiModule {}
