import { Module } from '@nestjs/common';
import { CarpoolsRepository } from './carpools.repository';
import { CarpoolsService } from './carpools.service';
import { FlightsRepository } from './flights.repository';
import { FlightsService } from './flights.service';
import { CarpoolsController } from './carpools.controller';
import { FlightsController } from './flights.controller';
import { StaysController } from './stays/stays.controller';
import { StaysRepository } from './stays/stays.repository';
import { StaysService } from './stays/stays.service';

@Module({
  providers: [FlightsRepository, FlightsService, CarpoolsRepository, CarpoolsService, StaysRepository, StaysService],
  exports: [FlightsService, CarpoolsService, StaysService],
})
export class TravelModule {}

/** The API's part: flights, carpools and stays. */
@Module({
  imports: [TravelModule],
  controllers: [FlightsController, CarpoolsController, StaysController],
})
export class TravelApiModule {}
