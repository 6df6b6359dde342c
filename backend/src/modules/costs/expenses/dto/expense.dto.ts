import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { RequiredText } from '../../../../common/validation/fields';
import { CalendarDate, Currency, MinorUnits, Rate } from '../../dto/money-fields';
import {
  AMOUNT_MAX,
  PARTICIPANTS_MAX,
  PAYERS_MAX,
  SHARES_MAX,
  SPLIT_MODES,
  type SplitMode,
  TITLE_MAX,
} from '../../split-rules';

const SHARES_MESSAGE = `Shares must be a whole number from 1 to ${SHARES_MAX}`;

export class ExpensePayerDto {
  @ApiProperty({ type: String, format: 'uuid' })
  @IsUUID('all', { message: 'Payer must be a member' })
  userId: string;

  @ApiProperty({ type: Number, minimum: 1, maximum: AMOUNT_MAX, description: 'In minor units of the expense currency' })
  @MinorUnits('Paid amount')
  amount: number;
}

/** Exactly one of userId, guestId or partyId: a member, a party's guest, or a whole party as one unit. */
export class ExpenseParticipantDto {
  @ApiPropertyOptional({ type: String, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Participant must be a member' })
  userId?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: "A party's guest: their share falls on the party" })
  @IsOptional()
  @IsUUID('all', { message: 'Participant must be a guest of this event' })
  guestId?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'A whole party as one unit' })
  @IsOptional()
  @IsUUID('all', { message: 'Participant must be a party of this event' })
  partyId?: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: SHARES_MAX, description: 'When split by shares' })
  @IsOptional()
  @Max(SHARES_MAX, { message: SHARES_MESSAGE })
  @Min(1, { message: SHARES_MESSAGE })
  @IsInt({ message: SHARES_MESSAGE })
  shares?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: AMOUNT_MAX,
    description: 'When split by exact amounts: minor units of the expense currency',
  })
  @IsOptional()
  @MinorUnits('Participant amount', 0)
  amount?: number;
}

export class CreateExpenseDto {
  @ApiProperty({ maxLength: TITLE_MAX, example: 'Groceries' })
  @RequiredText('Title', TITLE_MAX)
  title: string;

  @ApiProperty({ type: Number, minimum: 1, maximum: AMOUNT_MAX, description: 'Minor units of `currency`' })
  @MinorUnits('Amount')
  amount: number;

  @ApiProperty({ type: String, example: 'EUR', description: 'ISO 4217' })
  @Currency()
  currency: string;

  @ApiPropertyOptional({
    type: String,
    example: '1.0843',
    description: "1 unit of `currency` in the event's currency, up to 8 decimals; required when they differ",
  })
  @IsOptional()
  @Rate()
  rate?: string;

  @ApiProperty({ type: String, format: 'date', example: '2025-06-12' })
  @CalendarDate('Date')
  spentOn: string;

  @ApiPropertyOptional({
    type: () => ExpensePayerDto,
    isArray: true,
    maxItems: PAYERS_MAX,
    description: 'Who paid, adding up to the amount; default: the caller (a carpool: its driver) paid it all',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(PAYERS_MAX, { message: `An expense has at most ${PAYERS_MAX} payers` })
  @ArrayMinSize(1, { message: 'An expense needs a payer' })
  @IsArray({ message: 'Payers must be a list' })
  @Type(() => ExpensePayerDto)
  payers?: ExpensePayerDto[];

  @ApiPropertyOptional({ enum: SPLIT_MODES, enumName: 'SplitMode', default: 'equal' })
  @IsOptional()
  @IsIn(SPLIT_MODES, { message: 'Split must be equal, shares or exact' })
  splitMode?: SplitMode;

  @ApiPropertyOptional({
    type: () => ExpenseParticipantDto,
    isArray: true,
    maxItems: PARTICIPANTS_MAX,
    description: "Who shares the cost; required unless it is a carpool's or a stay's cost, whose people it follows",
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(PARTICIPANTS_MAX, { message: `An expense has at most ${PARTICIPANTS_MAX} participants` })
  @ArrayMinSize(1, { message: 'An expense needs a participant' })
  @IsArray({ message: 'Participants must be a list' })
  @Type(() => ExpenseParticipantDto)
  participants?: ExpenseParticipantDto[];

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: "A carpool's cost: its driver and passengers share it",
  })
  @IsOptional()
  @IsUUID('all', { message: 'Carpool not found' })
  carpoolId?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: "A stay's cost: the people sleeping there share it",
  })
  @IsOptional()
  @IsUUID('all', { message: 'Stay not found' })
  stayId?: string;
}

/** What an edit may change: anything but the carpool or stay it belongs to. Null is the same as absent. */
export class UpdateExpenseDto extends PartialType(OmitType(CreateExpenseDto, ['carpoolId', 'stayId'] as const)) {}
