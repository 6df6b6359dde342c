import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { NOT_FOUND_MESSAGES } from '../../../common/access/event-access.rules';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { MessageThrottle } from '../../../common/throttling/throttle.decorators';
import { IdParam } from '../../../common/validation/id-param';
import { CommentsService } from './comments.service';
import { CreateCommentDto, UpdateCommentDto } from './dto/comment.dto';
import { CommentCountsResponse, CommentEnvelope, CommentListEnvelope } from './dto/comment.response';

const CREATED = 'Members mentioned, and the author of the comment answered, are notified';

/**
 * Comments on photos, schedule items, carpools and stays: the same two routes on each, reached by any
 * member who may see the thing (a private item's only by those it is for).
 */
@ApiTags('messages')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('photos/:photoId/comments')
  @EventAccess('member', 'photo')
  @ApiOkResponse({ type: CommentListEnvelope })
  async listOnPhoto(@IdParam('photoId', NOT_FOUND_MESSAGES.photo) id: string): Promise<CommentListEnvelope> {
    return { comments: await this.comments.list({ kind: 'photo', id }) };
  }

  @Post('photos/:photoId/comments')
  @EventAccess('member', 'photo')
  @MessageThrottle()
  @ApiCreatedResponse({ type: CommentEnvelope, description: CREATED })
  async postOnPhoto(
    @Caller() caller: EventCaller,
    @IdParam('photoId', NOT_FOUND_MESSAGES.photo) id: string,
    @Body() input: CreateCommentDto,
  ): Promise<CommentEnvelope> {
    return { comment: await this.comments.create(caller, { kind: 'photo', id }, input) };
  }

  @Get('schedule/:scheduleEventId/comments')
  @EventAccess('member', 'scheduleItem')
  @ApiOkResponse({ type: CommentListEnvelope })
  async listOnItem(
    @IdParam('scheduleEventId', NOT_FOUND_MESSAGES.scheduleItem) id: string,
  ): Promise<CommentListEnvelope> {
    return { comments: await this.comments.list({ kind: 'scheduleItem', id }) };
  }

  @Post('schedule/:scheduleEventId/comments')
  @EventAccess('member', 'scheduleItem')
  @MessageThrottle()
  @ApiCreatedResponse({ type: CommentEnvelope, description: CREATED })
  async postOnItem(
    @Caller() caller: EventCaller,
    @IdParam('scheduleEventId', NOT_FOUND_MESSAGES.scheduleItem) id: string,
    @Body() input: CreateCommentDto,
  ): Promise<CommentEnvelope> {
    return { comment: await this.comments.create(caller, { kind: 'scheduleItem', id }, input) };
  }

  @Get('carpools/:carpoolId/comments')
  @EventAccess('member', 'carpool')
  @ApiOkResponse({ type: CommentListEnvelope })
  async listOnCarpool(@IdParam('carpoolId', NOT_FOUND_MESSAGES.carpool) id: string): Promise<CommentListEnvelope> {
    return { comments: await this.comments.list({ kind: 'carpool', id }) };
  }

  @Post('carpools/:carpoolId/comments')
  @EventAccess('member', 'carpool')
  @MessageThrottle()
  @ApiCreatedResponse({ type: CommentEnvelope, description: CREATED })
  async postOnCarpool(
    @Caller() caller: EventCaller,
    @IdParam('carpoolId', NOT_FOUND_MESSAGES.carpool) id: string,
    @Body() input: CreateCommentDto,
  ): Promise<CommentEnvelope> {
    return { comment: await this.comments.create(caller, { kind: 'carpool', id }, input) };
  }

  @Get('stays/:stayId/comments')
  @EventAccess('member', 'stay')
  @ApiOkResponse({ type: CommentListEnvelope })
  async listOnStay(@IdParam('stayId', NOT_FOUND_MESSAGES.stay) id: string): Promise<CommentListEnvelope> {
    return { comments: await this.comments.list({ kind: 'stay', id }) };
  }

  @Post('stays/:stayId/comments')
  @EventAccess('member', 'stay')
  @MessageThrottle()
  @ApiCreatedResponse({ type: CommentEnvelope, description: CREATED })
  async postOnStay(
    @Caller() caller: EventCaller,
    @IdParam('stayId', NOT_FOUND_MESSAGES.stay) id: string,
    @Body() input: CreateCommentDto,
  ): Promise<CommentEnvelope> {
    return { comment: await this.comments.create(caller, { kind: 'stay', id }, input) };
  }

  @Patch('comments/:commentId')
  @EventAccess('member', 'comment')
  @MessageThrottle()
  @ApiOkResponse({ type: CommentEnvelope, description: 'Its author only; members mentioned anew are notified' })
  async update(
    @Caller() caller: EventCaller,
    @IdParam('commentId', NOT_FOUND_MESSAGES.comment) commentId: string,
    @Body() input: UpdateCommentDto,
  ): Promise<CommentEnvelope> {
    return { comment: await this.comments.update(caller, commentId, input) };
  }

  @Delete('comments/:commentId')
  @EventAccess('member', 'comment')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Its author or an admin; with replies it stays, marked deleted' })
  async remove(
    @Caller() caller: EventCaller,
    @IdParam('commentId', NOT_FOUND_MESSAGES.comment) commentId: string,
  ): Promise<void> {
    await this.comments.remove(caller, commentId);
  }

  @Get('events/:eventId/comment-counts')
  @EventAccess('member')
  @ApiOkResponse({ type: CommentCountsResponse, description: 'Comments still there, on what the caller may see' })
  counts(@Caller() caller: EventCaller): Promise<CommentCountsResponse> {
    return this.comments.counts(caller);
  }
}
