import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { EventProfileEnvelope } from './dto/event-profile.response';
import { UpdateEventProfileDto } from './dto/update-event-profile.dto';
import { EventProfilesService } from './event-profiles.service';
import { OwnProfileOnly } from './own-profile.guard';

@ApiTags('users')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId/users/:userId/profile')
export class EventProfilesController {
  constructor(private readonly profiles: EventProfilesService) {}

  @Get()
  @EventAccess('member')
  @ApiOkResponse({ type: EventProfileEnvelope })
  async read(
    @Caller() caller: EventCaller,
    @IdParam('userId', 'User not found') userId: string,
  ): Promise<EventProfileEnvelope> {
    return { profile: await this.profiles.read(caller, userId) };
  }

  @Put()
  @EventAccess('member')
  @OwnProfileOnly()
  @ApiOkResponse({ type: EventProfileEnvelope })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('userId', 'User not found') userId: string,
    @Body() changes: UpdateEventProfileDto,
  ): Promise<EventProfileEnvelope> {
    return { profile: await this.profiles.update(caller.eventId, userId, changes) };
  }
}
