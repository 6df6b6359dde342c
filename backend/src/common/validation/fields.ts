import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CleanList, Trim, TrimToNull } from './transforms';

/*
 * Field decorators shared by the request DTOs. Inside applyDecorators the validators run in the order
 * listed, and the pipe stops at the first failure, so "required" is always the message of a missing value.
 */

/**
 * A date and time with its offset, as the forms send them (toISOString()): a bare local time would be read
 * in the server's time zone, which is nobody's.
 */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A calendar date, or a date and time with its offset. ISO 8601 also has week dates (2024-W01) and ordinal
 * dates (2024-001), which neither a person nor JavaScript's Date means by a date.
 */
const CALENDAR_DATE_OR_ZONED_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Required text, trimmed: `<label> is required` when missing or blank. */
export const RequiredText = (label: string, maxLength: number) =>
  applyDecorators(
    Trim(),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
    MaxLength(maxLength, { message: `${label} must be ${maxLength} characters or fewer` }),
  );

/** Optional text, trimmed; blank is stored as null. */
export const OptionalText = (label: string, maxLength: number) =>
  applyDecorators(
    IsOptional(),
    TrimToNull(),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be ${maxLength} characters or fewer` }),
  );

/** A required ISO 8601 timestamp with a time zone; `requiredMessage` is the spec's text where it has one. */
export const RequiredTimestamp = (label: string, requiredMessage = `${label} is required`) =>
  applyDecorators(
    IsNotEmpty({ message: requiredMessage }),
    Matches(ZONED_DATE_TIME, { message: `${label} must be an ISO 8601 date and time with a time zone` }),
    IsISO8601({ strict: true }, { message: `${label} must be a valid date and time` }),
  );

/** An optional ISO 8601 timestamp; null clears it. */
export const OptionalTimestamp = (label: string) =>
  applyDecorators(
    ValidateIf((_, value) => value !== null && value !== undefined),
    Matches(ZONED_DATE_TIME, { message: `${label} must be an ISO 8601 date and time with a time zone` }),
    IsISO8601({ strict: true }, { message: `${label} must be a valid date and time` }),
  );

/** An optional calendar date or zoned timestamp; empty or null clears it (dates to be determined). */
export const OptionalDate = (label: string) =>
  applyDecorators(
    IsOptional(),
    TrimToNull(),
    ValidateIf((_, value) => value !== null && value !== undefined),
    Matches(CALENDAR_DATE_OR_ZONED_TIME, { message: `${label} must be a valid date` }),
    IsISO8601({ strict: true }, { message: `${label} must be a valid date` }),
  );

/**
 * A field of a partial update: skipped when absent but validated when sent, so that null cannot clear a
 * required column (IsOptional would let null through to a NOT NULL column).
 */
export const WhenSent = () => ValidateIf((_, value) => value !== undefined);

/** A list of short texts (the profile dialog's comma-separated fields): trimmed, empty items dropped. */
export const TextList = (label: string, maxItems = 50, maxLength = 100) =>
  applyDecorators(
    WhenSent(),
    CleanList(),
    IsArray({ message: `${label} must be a list of texts` }),
    ArrayMaxSize(maxItems, { message: `${label} may hold at most ${maxItems} items` }),
    IsString({ each: true, message: `${label} must be a list of texts` }),
    MaxLength(maxLength, { each: true, message: `Each item of ${label} must be ${maxLength} characters or fewer` }),
  );
