import { Module } from '@nestjs/common';
import { CostsModule } from '../costs/costs.module';
import { MembersModule } from '../members/members.module';
import { StorageModule } from '../photos/storage/storage.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { TravelModule } from '../travel/travel.module';
import { ExportsController } from './exports.controller';
import { ExportsRepository } from './exports.repository';
import { ExportsService } from './exports.service';

/** The API's part: an event's data as spreadsheets, a calendar and archives, for admins on plans with export. */
@Module({
  imports: [StorageModule, ScheduleModule, MembersModule, TravelModule, CostsModule],
  providers: [ExportsRepository, ExportsService],
  controllers: [ExportsController],
})
export class ExportsApiModule {}
