import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { MessageThrottle } from '../../../common/throttling/throttle.decorators';
import { IdParam } from '../../../common/validation/id-param';
import { AnnouncementsService } from './announcements.service';
import { CreateAnnouncementDto, ListAnnouncementsQuery, UpdateAnnouncementDto } from './dto/announcement.dto';
import { AnnouncementEnvelope, AnnouncementListEnvelope } from './dto/announcement.response';

const NOT_FOUND = 'Announcement not found';

@ApiTags('messages')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get('events/:eventId/announcements')
  @EventAccess('member')
  @ApiOkResponse({ type: AnnouncementListEnvelope, description: 'Those the caller received; all of them for admins' })
  async list(@Caller() caller: EventCaller, @Query() query: ListAnnouncementsQuery): Promise<AnnouncementListEnvelope> {
    return { announcements: await this.announcements.list(caller, query.pinned === true) };
  }

  @Post('events/:eventId/announcements')
  @EventAccess('admin')
  @MessageThrottle()
  @ApiCreatedResponse({ type: AnnouncementEnvelope, description: 'Pinned; its recipients are fixed now' })
  async post(@Caller() caller: EventCaller, @Body() input: CreateAnnouncementDto): Promise<AnnouncementEnvelope> {
    return { announcement: await this.announcements.post(caller, input) };
  }

  @Patch('announcements/:announcementId')
  @EventAccess('admin', 'announcement')
  @ApiOkResponse({ type: AnnouncementEnvelope })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('announcementId', NOT_FOUND) announcementId: string,
    @Body() input: UpdateAnnouncementDto,
  ): Promise<AnnouncementEnvelope> {
    return { announcement: await this.announcements.setPinned(caller, announcementId, input.pinned) };
  }

  @Delete('announcements/:announcementId')
  @EventAccess('admin', 'announcement')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Its bell entries go with it' })
  async remove(@IdParam('announcementId', NOT_FOUND) announcementId: string): Promise<void> {
    await this.announcements.remove(announcementId);
  }
}
