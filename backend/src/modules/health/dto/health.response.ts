import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DependencyCheckResponse {
  @ApiProperty({ enum: ['up', 'down'], enumName: 'DependencyStatus' })
  status: 'up' | 'down';

  @ApiPropertyOptional({ type: String, description: 'Why it is down' })
  error?: string;
}

export class QueueCheckResponse extends DependencyCheckResponse {
  @ApiProperty({ enum: ['redis', 'postgres'], enumName: 'QueueBackend' })
  backend: 'redis' | 'postgres';
}

/** Whether PostgreSQL and the queue backend answer: 200 with status ok, 503 with status error. */
export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'], enumName: 'HealthStatus' })
  status: 'ok' | 'error';

  @ApiProperty({ type: () => DependencyCheckResponse })
  database: DependencyCheckResponse;

  @ApiProperty({ type: () => QueueCheckResponse })
  queue: QueueCheckResponse;
}
