import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { AMOUNT_MAX } from '../../split-rules';
import { CalendarDate, MinorUnits } from '../../dto/money-fields';

export class RecordPaymentDto {
  @ApiProperty({ type: String, format: 'uuid', description: 'Who paid' })
  @IsUUID('all', { message: 'Payer must be a member' })
  fromUserId: string;

  @ApiProperty({ type: String, format: 'uuid', description: 'Who was paid' })
  @IsUUID('all', { message: 'Recipient must be a member' })
  toUserId: string;

  @ApiProperty({ type: Number, minimum: 1, maximum: AMOUNT_MAX, description: "Minor units of the event's currency" })
  @MinorUnits('Amount')
  amount: number;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Default: today' })
  @IsOptional()
  @CalendarDate('Date')
  paidOn?: string;
}
