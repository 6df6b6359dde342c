import { BadRequestException, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { CurrentOperator, type Operator, OperatorsOnly } from '../operator.guard';
import { FAILED_PAGE_DEFAULT, FailedJobsQueryDto, FailedJobsResponse, QueuesResponse } from './dto/queue.dto';
import { QueueHealthService } from './queue-health.service';

/** BullMQ job ids: the app's own (`invitation-mail-<uuid>`), BullMQ's numbers, and schedulers' (`repeat:…`). */
const JOB_ID = /^[\w:.-]{1,200}$/;

@ApiTags('admin')
@ApiErrorResponses()
@OperatorsOnly()
@Controller('admin/queues')
export class QueuesController {
  constructor(private readonly queues: QueueHealthService) {}

  @ApiOperation({ summary: "Every queue's job counts and whether it is paused" })
  @Get()
  @ApiOkResponse({ type: QueuesResponse })
  async health(): Promise<QueuesResponse> {
    return { queues: await this.queues.health() };
  }

  @ApiOperation({ summary: "A queue's failed jobs, newest first (no payloads)" })
  @Get(':queue/failed')
  @ApiOkResponse({ type: FailedJobsResponse })
  async failed(@Param('queue') queue: string, @Query() query: FailedJobsQueryDto): Promise<FailedJobsResponse> {
    return { jobs: await this.queues.failed(queue, query.limit ?? FAILED_PAGE_DEFAULT) };
  }

  @ApiOperation({ summary: 'Puts a failed job back in its queue (audited)' })
  @Post(':queue/jobs/:jobId/retry')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Back in the queue' })
  async retry(
    @CurrentOperator() operator: Operator,
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
  ): Promise<void> {
    if (!JOB_ID.test(jobId)) throw new BadRequestException('Invalid job id');
    await this.queues.retry(operator, queue, jobId);
  }
}
