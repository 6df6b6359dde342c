import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const FAILED_PAGE_DEFAULT = 25;
const FAILED_PAGE_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${FAILED_PAGE_MAX}`;

export class FailedJobsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: FAILED_PAGE_MAX, default: FAILED_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(FAILED_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}

export class QueueCountsResponse {
  @ApiProperty({ type: Number })
  waiting: number;

  @ApiProperty({ type: Number })
  active: number;

  @ApiProperty({ type: Number })
  delayed: number;

  @ApiProperty({ type: Number })
  failed: number;

  @ApiProperty({ type: Number, description: 'Kept for a day (at most a thousand)' })
  completed: number;
}

export class QueueHealthResponse {
  @ApiProperty({ type: String, example: 'mail' })
  name: string;

  @ApiProperty({ type: () => QueueCountsResponse })
  counts: QueueCountsResponse;

  @ApiProperty({ type: Boolean })
  paused: boolean;
}

export class QueuesResponse {
  @ApiProperty({ type: () => QueueHealthResponse, isArray: true })
  queues: QueueHealthResponse[];
}

/** A job that used up its attempts; never its payload, which may name people. */
export class FailedJobResponse {
  @ApiProperty({ type: String, example: 'invitation-mail-0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e' })
  id: string;

  @ApiProperty({ type: String, example: 'invitation' })
  name: string;

  @ApiProperty({ type: String, example: 'connect ECONNREFUSED 127.0.0.1:587' })
  failedReason: string;

  @ApiProperty({ type: Number })
  attemptsMade: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failedAt: string | null;
}

export class FailedJobsResponse {
  @ApiProperty({ type: () => FailedJobResponse, isArray: true })
  jobs: FailedJobResponse[];
}
