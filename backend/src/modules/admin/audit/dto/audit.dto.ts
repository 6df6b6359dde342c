import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { PAGE_CURSOR } from '../../page-cursor';

export const AUDIT_PAGE_DEFAULT = 25;
const AUDIT_PAGE_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;

export class AuditQueryDto {
  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @Matches(PAGE_CURSOR, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(AUDIT_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}

/** One thing an operator did. */
export class AuditEntryResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'email' })
  operatorEmail: string;

  @ApiProperty({
    type: String,
    example: 'plan_changed',
    description: 'plan_changed, sign_in_disabled, sign_in_enabled, user_deleted, job_retried or test_email_sent',
  })
  action: string;

  @ApiProperty({ type: String, nullable: true, example: 'user', description: 'user, job or mail' })
  targetType: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The user's id, the queue and job id, the address" })
  targetId: string | null;

  @ApiProperty({ type: String, example: 'Plan of ana@example.com: Free → Pro' })
  summary: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class AuditPageResponse {
  @ApiProperty({ type: () => AuditEntryResponse, isArray: true })
  entries: AuditEntryResponse[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  nextCursor: string | null;
}
