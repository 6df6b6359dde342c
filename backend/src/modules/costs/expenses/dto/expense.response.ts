import { ApiProperty } from '@nestjs/swagger';
import { SPLIT_MODES, type SplitMode } from '../../split-rules';

export class ExpensePayerResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: Number, description: 'Minor units of the expense currency' })
  amount: number;
}

export class ExpenseParticipantResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  userId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  guestId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  partyId: string | null;

  @ApiProperty({
    type: String,
    description: 'A member\'s name, a guest\'s ("Guest of <member>") or a party\'s ("Ana & Ben")',
  })
  label: string;

  @ApiProperty({ type: Number, nullable: true })
  shares: number | null;

  @ApiProperty({ type: Number, description: 'Minor units of the expense currency' })
  amount: number;
}

export class ExpenseResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  title: string;

  @ApiProperty({ type: Number, description: 'Minor units of `currency`' })
  amount: number;

  @ApiProperty({ type: String })
  currency: string;

  @ApiProperty({ type: String, example: '1.0843' })
  rate: string;

  @ApiProperty({ type: Number })
  amountInEventCurrency: number;

  @ApiProperty({ type: String, format: 'date' })
  spentOn: string;

  @ApiProperty({ enum: SPLIT_MODES, enumName: 'SplitMode' })
  splitMode: SplitMode;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  carpoolId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  stayId: string | null;

  @ApiProperty({ type: String, format: 'uuid' })
  createdBy: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({ type: () => ExpensePayerResponse, isArray: true })
  payers: ExpensePayerResponse[];

  @ApiProperty({ type: () => ExpenseParticipantResponse, isArray: true })
  participants: ExpenseParticipantResponse[];

  @ApiProperty({ type: Boolean, description: 'Whether the caller may edit or delete it: a payer or an admin' })
  canEdit: boolean;
}

/** An expense as its statement reads it: payers and participants as JSON, no caller yet. */
export type ExpenseRow = Omit<ExpenseResponse, 'canEdit'>;

export function mapExpense(row: ExpenseRow, callerId: string, callerIsAdmin: boolean): ExpenseResponse {
  return {
    ...row,
    rate: trimRate(row.rate),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    canEdit: callerIsAdmin || row.payers.some((payer) => payer.userId === callerId),
  };
}

/** numeric(18,8) reads as "1.08430000": shown as "1.0843". */
function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

export class ExpenseEnvelope {
  @ApiProperty({ type: () => ExpenseResponse })
  expense: ExpenseResponse;
}
