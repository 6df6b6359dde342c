import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { CostsResponse, CurrencyListEnvelope, EventCurrencyResponse } from '../dto/costs.response';
import { SetEventCurrencyDto } from '../dto/event-currency.dto';
import { CostsService } from './costs.service';

@ApiTags('costs')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class CostsController {
  constructor(private readonly costs: CostsService) {}

  @Get('costs/currencies')
  @ApiOkResponse({ type: CurrencyListEnvelope, description: 'Every ISO 4217 currency and its minor digits' })
  currencies(): CurrencyListEnvelope {
    return { currencies: this.costs.currencies() };
  }

  @Get('events/:eventId/costs')
  @EventAccess('member')
  @ApiOkResponse({ type: CostsResponse })
  overview(@Caller() caller: EventCaller): Promise<CostsResponse> {
    return this.costs.overview(caller);
  }

  @Put('events/:eventId/costs/currency')
  @EventAccess('admin')
  @ApiOkResponse({ type: EventCurrencyResponse, description: '409 once expenses or payments exist' })
  setCurrency(@Caller() caller: EventCaller, @Body() input: SetEventCurrencyDto): Promise<EventCurrencyResponse> {
    return this.costs.setCurrency(caller, input.currency);
  }
}
