import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class SendGuestRemindersDto {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'Remind about this item only; without it, about any item not yet started',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Schedule item not found' })
  scheduleItemId?: string;
}
