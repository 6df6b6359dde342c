import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { BulkInviteDto, BulkInvitePreviewResponse, BulkInviteResultResponse } from '../dto/bulk-invite.dto';
import { BulkInvitationsService } from './bulk-invitations.service';

@ApiTags('members')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller('events/:eventId/invitations/bulk')
export class BulkInvitationsController {
  constructor(private readonly bulk: BulkInvitationsService) {}

  /** Changes nothing: a POST only because the list is too long for a query string. */
  @Post('preview')
  @EventAccess('admin')
  @HttpCode(200)
  @ApiOkResponse({ type: BulkInvitePreviewResponse, description: 'Each line judged, and the plan limits' })
  async preview(@Caller() caller: EventCaller, @Body() input: BulkInviteDto): Promise<BulkInvitePreviewResponse> {
    return this.bulk.preview(caller, input.text);
  }

  @Post()
  @EventAccess('admin')
  @ApiCreatedResponse({ type: BulkInviteResultResponse, description: 'Invited: the e-mails go out' })
  async send(@Caller() caller: EventCaller, @Body() input: BulkInviteDto): Promise<BulkInviteResultResponse> {
    return this.bulk.send(caller, input.text);
  }
}
