import { ApiProperty } from '@nestjs/swagger';
import { ExpenseResponse } from '../expenses/dto/expense.response';
import { PaymentResponse } from '../payments/dto/payment.response';

export class BalanceResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;

  @ApiProperty({ type: String, nullable: true })
  venmoUsername: string | null;

  @ApiProperty({ type: Boolean, description: 'No longer a member: listed while their balance is not settled' })
  formerMember: boolean;

  @ApiProperty({ type: Number, description: 'What they paid for expenses' })
  paid: number;

  @ApiProperty({ type: Number, description: 'Their shares of expenses' })
  owed: number;

  @ApiProperty({
    type: Number,
    description: 'paid − owed + payments sent − payments received: positive is owed to them',
  })
  net: number;
}

export class TransferResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  fromUserId: string;

  @ApiProperty({ type: String, format: 'uuid' })
  toUserId: string;

  @ApiProperty({ type: Number })
  amount: number;

  @ApiProperty({ type: String, nullable: true, description: 'Pays the recipient on Venmo, when they gave a username' })
  venmoUrl: string | null;
}

/** The event's costs in one read: amounts in minor units of `currency` unless an expense says otherwise. */
export class CostsResponse {
  @ApiProperty({ type: String, example: 'USD' })
  currency: string;

  @ApiProperty({ type: Number, example: 2 })
  currencyDigits: number;

  @ApiProperty({ type: () => ExpenseResponse, isArray: true })
  expenses: ExpenseResponse[];

  @ApiProperty({ type: () => PaymentResponse, isArray: true })
  payments: PaymentResponse[];

  @ApiProperty({ type: () => BalanceResponse, isArray: true })
  balances: BalanceResponse[];

  @ApiProperty({ type: () => TransferResponse, isArray: true, description: 'The fewest transfers that settle up' })
  settleUp: TransferResponse[];
}

export class CurrencyResponse {
  @ApiProperty({ type: String, example: 'JPY' })
  code: string;

  @ApiProperty({ type: Number, example: 0, description: 'Digits of its minor unit' })
  digits: number;
}

export class CurrencyListEnvelope {
  @ApiProperty({ type: () => CurrencyResponse, isArray: true })
  currencies: CurrencyResponse[];
}

export class EventCurrencyResponse {
  @ApiProperty({ type: String, example: 'EUR' })
  currency: string;

  @ApiProperty({ type: Number, example: 2 })
  currencyDigits: number;
}
