import { Module } from '@nestjs/common';
import { CarpoolsService } from './carpools.service';
import { FlightsService } from './flights.service';

@Module({
  providers: [FlightsService, CarpoolsService],
  exports: [FlightsService, CarpoolsService],
})
export class TravelModule {}
