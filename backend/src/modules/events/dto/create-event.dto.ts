import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms';
import { EventFieldsDto } from './event-fields.dto';

export const EVENT_NAME_REQUIRED = 'Event name is required';

export class CreateEventDto extends EventFieldsDto {
  @ApiProperty({ maxLength: 120 })
  @Trim()
  // class-validator runs the decorators bottom-up: the required check comes first.
  @MaxLength(120, { message: 'Event name must be 120 characters or fewer' })
  @IsString({ message: EVENT_NAME_REQUIRED })
  @IsNotEmpty({ message: EVENT_NAME_REQUIRED })
  name: string;

  /**
   * The original client sends the signed-in user's id in both; they are accepted for compatibility and
   * ignored: the creator is always the caller.
   */
  @ApiPropertyOptional({ deprecated: true, description: 'Ignored: the creator is the signed-in user' })
  @IsOptional()
  @IsString()
  adminId?: string;

  @ApiPropertyOptional({ deprecated: true, description: 'Ignored: the creator is the signed-in user' })
  @IsOptional()
  @IsString()
  createdBy?: string;
}
