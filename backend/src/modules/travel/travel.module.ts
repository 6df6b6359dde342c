import { Module } from '@nestjs/common';
import { CostsModule } from '../costs/costs.module';
import { CarpoolsRepository } from './carpools.repository';
import { CarpoolsService } from './carpools.service';
import { FlightsRepository } from './flights.repository';
import { FlightsService } from './flights.service';
import { CarpoolsController } from './carpools.controller';
import { FlightsController } from './flights.controller';
import { RideSuggestionsController } from './ride-suggestions.controller';
import { RideSuggestionsService } from './ride-suggestions.service';
import { StaysController } from './stays/stays.controller';
import { StaysRepository } from './stays/stays.repository';
import { StaysService } from './stays/stays.service';

@Module({
  // Without its controllers: a carpool's or stay's cost follows its people.
  imports: [CostsModule],
  providers: [
    FlightsRepository,
    FlightsService,
    CarpoolsRepository,
    CarpoolsService,
    StaysRepository,
    StaysService,
    RideSuggestionsService,
  ],
  exports: [FlightsService, CarpoolsService, StaysService, RideSuggestionsService],
})
export class TravelModule {}

/** The API's part: flights, carpools, ride suggestions and stays. */
@Module({
  imports: [TravelModule],
  controllers: [FlightsController, CarpoolsController, StaysController, RideSuggestionsController],
})
export class TravelApiModule {}
