import { Module } from '@nestjs/common';
import { CarpoolsRepository } from './carpools.repository';
import { CarpoolsService } from './carpools.service';
import { FlightsRepository } from './flights.repository';
import { FlightsService } from './flights.service';
import { CarpoolsController } from './carpools.controller';
import { FlightsController } from './flights.controller';

@Module({
  providers: [FlightsRepository, FlightsService, CarpoolsRepository, CarpoolsService],
  exports: [FlightsService, CarpoolsService],
})
export class TravelModule {}

/** The API's part: flights and carpools. */
@Module({
  imports: [TravelModule],
  controllers: [FlightsController, CarpoolsController],
})
export class TravelApiModule {}
