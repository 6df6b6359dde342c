import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { RideSuggestionsEnvelope } from './dto/ride-suggestion.response';
import { RideSuggestionsService } from './ride-suggestions.service';

@ApiTags('travel')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class RideSuggestionsController {
  constructor(private readonly rides: RideSuggestionsService) {}

  @Get('events/:eventId/ride-suggestions')
  @EventAccess('member')
  @ApiOkResponse({ type: RideSuggestionsEnvelope, description: 'People landing together with no ride yet' })
  async list(@Caller() caller: EventCaller): Promise<RideSuggestionsEnvelope> {
    return { suggestions: await this.rides.suggestions(caller.eventId) };
  }
}
