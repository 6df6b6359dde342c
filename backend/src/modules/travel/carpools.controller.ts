import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { CarpoolsService } from './carpools.service';
import { CreateCarpoolDto } from './dto/carpool.dto';
import { CarpoolEnvelope, CarpoolListEnvelope } from './dto/carpool.response';

@ApiTags('travel')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class CarpoolsController {
  constructor(private readonly carpools: CarpoolsService) {}

  @Get('events/:eventId/carpools')
  @EventAccess('member')
  @ApiOkResponse({ type: CarpoolListEnvelope })
  async list(@Caller() caller: EventCaller): Promise<CarpoolListEnvelope> {
    return { carpools: await this.carpools.list(caller.eventId) };
  }

  @Post('events/:eventId/carpools')
  @EventAccess('member')
  @ApiCreatedResponse({ type: CarpoolEnvelope, description: 'The caller drives it' })
  async create(@Caller() caller: EventCaller, @Body() input: CreateCarpoolDto): Promise<CarpoolEnvelope> {
    return { carpool: await this.carpools.create(caller, input) };
  }

  @Post('carpools/:carpoolId/join')
  @EventAccess('member', 'carpool')
  @HttpCode(200)
  @ApiOkResponse({ type: CarpoolEnvelope })
  async join(
    @Caller() caller: EventCaller,
    @IdParam('carpoolId', 'Carpool not found') carpoolId: string,
  ): Promise<CarpoolEnvelope> {
    return { carpool: await this.carpools.join(caller, carpoolId) };
  }

  @Post('carpools/:carpoolId/leave')
  @EventAccess('member', 'carpool')
  @HttpCode(200)
  @ApiOkResponse({ type: CarpoolEnvelope })
  async leave(
    @Caller() caller: EventCaller,
    @IdParam('carpoolId', 'Carpool not found') carpoolId: string,
  ): Promise<CarpoolEnvelope> {
    return { carpool: await this.carpools.leave(caller, carpoolId) };
  }

  @Delete('carpools/:carpoolId')
  @EventAccess('member', 'carpool')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Cancelled by its driver' })
  async cancel(
    @Caller() caller: EventCaller,
    @IdParam('carpoolId', 'Carpool not found') carpoolId: string,
  ): Promise<void> {
    await this.carpools.cancel(caller, carpoolId);
  }
}
