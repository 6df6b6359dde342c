import { Module } from '@nestjs/common';
import { CarpoolsService } from './carpools.service';
import { FlightsService } from './flights.service';
import { CarpoolsController } from './carpools.controller';
import { FlightsController } from './flights.controller';

@Module({
  providers: [FlightsService, CarpoolsService],
  exports: [FlightsService, CarpoolsService],
})
export class TravelModule {}

/** The API's part: flights and carpools. */
@Module({
  imports: [TravelModule],
  controllers: [FlightsController, CarpoolsController],
})
export class TravelApiModule {}
