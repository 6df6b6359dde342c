import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { GuestListResponse, GuestRemindersResponse } from './dto/guest-list.response';
import { SendGuestRemindersDto } from './dto/guest-reminders.dto';
import { GuestListService } from './guest-list.service';

@ApiTags('guest list')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId/guest-list')
export class GuestListController {
  constructor(private readonly guestList: GuestListService) {}

  @Get()
  @EventAccess('admin')
  @ApiOkResponse({ type: GuestListResponse, description: 'Every party and pending invitation with its answers' })
  list(@Caller() caller: EventCaller): Promise<GuestListResponse> {
    return this.guestList.guestList(caller);
  }

  @Post('reminders')
  @EventAccess('admin')
  @HttpCode(200)
  @ApiOkResponse({
    type: GuestRemindersResponse,
    description: 'Reminded the parties that have not answered; 409 when a reminder went out in the last 24 hours',
  })
  remind(@Caller() caller: EventCaller, @Body() input: SendGuestRemindersDto): Promise<GuestRemindersResponse> {
    return this.guestList.remind(caller, input.scheduleItemId);
  }
}
