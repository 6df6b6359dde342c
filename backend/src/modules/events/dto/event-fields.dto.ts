import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsTimeZone,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { OptionalDate, OptionalText, RequiredText, WhenSent } from '../../../common/validation/fields';
import { TrimToNull } from '../../../common/validation/transforms';
import type { BannerStyle } from '../event.entity';

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HEX_MESSAGE = 'Colors must be hex values such as #6236ff';
const isSet = (_: unknown, value: unknown) => value !== null && value !== undefined;

/** The essentials' limits; the settings screen shows the same ones. */
export const DRESS_CODE_MAX = 200;
export const FAQ_MAX_ENTRIES = 20;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1000;

/** An optional web address (http or https only: no javascript: or data: links); blank clears it. */
const OptionalWebAddress = (invalid: string, tooLong: string) =>
  applyDecorators(
    IsOptional(),
    TrimToNull(),
    ValidateIf(isSet),
    MaxLength(2048, { message: tooLong }),
    IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: invalid }),
  );

/** One question of the event's FAQ with its answer; both are required. */
export class FaqEntryDto {
  @ApiProperty({ maxLength: FAQ_QUESTION_MAX, example: 'Can I bring my dog?' })
  @RequiredText('FAQ question', FAQ_QUESTION_MAX)
  question: string;

  @ApiProperty({ maxLength: FAQ_ANSWER_MAX, example: 'Yes, the garden is fenced.' })
  @RequiredText('FAQ answer', FAQ_ANSWER_MAX)
  answer: string;
}

export class ThemeColorsDto {
  @ApiPropertyOptional({ example: '#6236ff' })
  @WhenSent()
  @Matches(HEX_COLOR, { message: HEX_MESSAGE })
  primary?: string;

  @ApiPropertyOptional({ example: '#14b8a6' })
  @WhenSent()
  @Matches(HEX_COLOR, { message: HEX_MESSAGE })
  secondary?: string;

  @ApiPropertyOptional({ example: '#f59e0b' })
  @WhenSent()
  @Matches(HEX_COLOR, { message: HEX_MESSAGE })
  tertiary?: string;

  @ApiPropertyOptional({ example: '#ffffff' })
  @WhenSent()
  @Matches(HEX_COLOR, { message: HEX_MESSAGE })
  background?: string;

  @ApiPropertyOptional({ example: '#f8fafc' })
  @WhenSent()
  @Matches(HEX_COLOR, { message: HEX_MESSAGE })
  surface?: string;
}

/** Banner preferences an admin edits; the custom image itself is set through the banner upload. */
export class BannerSettingsDto {
  @ApiPropertyOptional({ enum: ['contained', 'full-width'] })
  @WhenSent()
  @IsIn(['contained', 'full-width'], { message: 'Banner style must be contained or full-width' })
  style?: BannerStyle;

  @ApiPropertyOptional()
  @WhenSent()
  @IsBoolean({ message: 'Auto-rotate must be true or false' })
  autoRotate?: boolean;

  @ApiPropertyOptional({ minimum: 1000, maximum: 60000 })
  @WhenSent()
  @IsInt({ message: 'Rotate interval must be between 1 and 60 seconds' })
  @Min(1000, { message: 'Rotate interval must be between 1 and 60 seconds' })
  @Max(60000, { message: 'Rotate interval must be between 1 and 60 seconds' })
  rotateInterval?: number;
}

/** The fields shared by creating and editing an event. */
export class EventFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(2000, { message: 'Description must be 2000 characters or fewer' })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(200, { message: 'Location must be 200 characters or fewer' })
  location?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Empty or null: dates TBD' })
  @OptionalDate('Start date')
  startDate?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @OptionalDate('End date')
  endDate?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Europe/Madrid', description: 'IANA time zone; UTC when left out' })
  @WhenSent()
  @IsTimeZone({ message: 'Time zone must be an IANA time zone such as Europe/Madrid' })
  timeZone?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Web address of the event logo' })
  @OptionalWebAddress('Logo must be a web address (http or https)', 'Logo address is too long')
  customLogo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DRESS_CODE_MAX, example: 'Garden party' })
  @OptionalText('Dress code', DRESS_CODE_MAX)
  dressCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048, description: 'A gift list or registry' })
  @OptionalWebAddress(
    'Registry link must be a web address (http or https)',
    'Registry link must be 2048 characters or fewer',
  )
  registryUrl?: string | null;

  @ApiPropertyOptional({
    type: () => FaqEntryDto,
    isArray: true,
    maxItems: FAQ_MAX_ENTRIES,
    description: 'The whole FAQ, in the order shown: admins reorder it by sending it again',
  })
  @WhenSent()
  // Run bottom-up: a list, then its length, then each entry.
  @ValidateNested({ each: true, message: 'Each FAQ entry must have a question and an answer' })
  @ArrayMaxSize(FAQ_MAX_ENTRIES, { message: `The FAQ may hold at most ${FAQ_MAX_ENTRIES} questions` })
  @IsArray({ message: 'The FAQ must be a list of questions and answers' })
  @Type(() => FaqEntryDto)
  faq?: FaqEntryDto[];

  @ApiPropertyOptional({ type: ThemeColorsDto })
  @WhenSent()
  @ValidateNested({ message: 'Theme colors must be an object of hex colors' })
  @Type(() => ThemeColorsDto)
  themeColors?: ThemeColorsDto;
}
