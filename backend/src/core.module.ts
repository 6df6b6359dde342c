import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { EventAccessReadModel } from './common/access/event-access.read-model';
import { loggerOptions } from './common/logging/logger.options';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { MigrationsRunner } from './database/migrations-runner';
import { ActivityModule } from './modules/activity/activity.module';
import { AuthModule } from './modules/auth/auth.module';
import { CostsModule } from './modules/costs/costs.module';
import { EventsModule } from './modules/events/events.module';
import { MailModule } from './modules/mail/mail.module';
import { MembersModule } from './modules/members/members.module';
import { PhotosModule } from './modules/photos/photos.module';
import { ScheduleModule } from './modules/schedule/schedule.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { TravelModule } from './modules/travel/travel.module';
import { UsersModule } from './modules/users/users.module';
import { QueuesModule } from './queues/queues.module';

/** What the API and the worker share: configuration, logging, the database, the queues and the domain services. */
@Module({
  imports: [
    AppConfigModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => loggerOptions(config.logLevel),
    }),
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => dataSourceOptions(config.databaseUrl),
    }),
    QueuesModule,
    AuthModule,
    UsersModule,
    EventsModule,
    SubscriptionsModule,
    MembersModule,
    MailModule,
    PhotosModule,
    TravelModule,
    CostsModule,
    ScheduleModule,
    ActivityModule,
  ],
  providers: [MigrationsRunner, EventAccessReadModel],
  exports: [
    AppConfigModule,
    TypeOrmModule,
    QueuesModule,
    AuthModule,
    UsersModule,
    EventsModule,
    SubscriptionsModule,
    MembersModule,
    MailModule,
    PhotosModule,
    TravelModule,
    CostsModule,
    ScheduleModule,
    ActivityModule,
    EventAccessReadModel,
  ],
})
export class CoreModule {}
