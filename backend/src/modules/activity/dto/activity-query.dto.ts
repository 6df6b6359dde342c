import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ACTIVITY_CURSOR } from '../activity-entry';

export const ACTIVITY_PAGE_DEFAULT = 20;
const ACTIVITY_PAGE_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`;

export class ActivityQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: ACTIVITY_PAGE_MAX, default: ACTIVITY_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(ACTIVITY_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @Matches(ACTIVITY_CURSOR, { message: 'Invalid cursor' })
  before?: string;
}
