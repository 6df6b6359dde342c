import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { NOT_FOUND_MESSAGES } from '../../../common/access/event-access.rules';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import { CreateQuestionDto, ReorderQuestionsDto, UpdateQuestionDto } from './dto/question.dto';
import { QuestionEnvelope, QuestionListEnvelope } from './dto/question.response';
import { QuestionsService } from './questions.service';

const QuestionId = () => IdParam('questionId', NOT_FOUND_MESSAGES.question);

@ApiTags('rsvp questions')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  @Get('events/:eventId/questions')
  @EventAccess('member')
  @ApiOkResponse({
    type: QuestionListEnvelope,
    description: "The event's questions and those of the items the caller sees",
  })
  async list(@Caller() caller: EventCaller): Promise<QuestionListEnvelope> {
    return { questions: await this.questions.list(caller) };
  }

  @Post('events/:eventId/questions')
  @EventAccess('admin')
  @ApiCreatedResponse({ type: QuestionEnvelope, description: 'Added at the end of the list' })
  async create(@Caller() caller: EventCaller, @Body() input: CreateQuestionDto): Promise<QuestionEnvelope> {
    return { question: await this.questions.create(caller, input) };
  }

  @Put('events/:eventId/questions/order')
  @EventAccess('admin')
  @ApiOkResponse({ type: QuestionListEnvelope, description: 'All the event’s questions in their new order' })
  async reorder(@Caller() caller: EventCaller, @Body() input: ReorderQuestionsDto): Promise<QuestionListEnvelope> {
    return { questions: await this.questions.reorder(caller, input.questionIds) };
  }

  @Patch('questions/:questionId')
  @EventAccess('admin', 'question')
  @ApiOkResponse({ type: QuestionEnvelope })
  async update(
    @Caller() caller: EventCaller,
    @QuestionId() questionId: string,
    @Body() changes: UpdateQuestionDto,
  ): Promise<QuestionEnvelope> {
    return { question: await this.questions.update(caller, questionId, changes) };
  }

  @Delete('questions/:questionId')
  @EventAccess('admin', 'question')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its answers' })
  async remove(@Caller() caller: EventCaller, @QuestionId() questionId: string): Promise<void> {
    await this.questions.remove(caller, questionId);
  }
}
