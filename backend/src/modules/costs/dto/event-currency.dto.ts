import { ApiProperty } from '@nestjs/swagger';
import { Currency } from './money-fields';

export class SetEventCurrencyDto {
  @ApiProperty({ type: String, example: 'EUR', description: 'ISO 4217' })
  @Currency()
  currency: string;
}
