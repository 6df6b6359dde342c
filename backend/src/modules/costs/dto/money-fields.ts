import { applyDecorators } from '@nestjs/common';
import { IsInt, IsNotEmpty, IsISO8601, Matches, Max, Min, ValidateBy } from 'class-validator';
import { isCurrency } from '../currencies';
import { AMOUNT_MAX, AMOUNT_TOO_LARGE, normaliseRate, RATE_MESSAGE } from '../split-rules';

/** Field decorators for money: amounts in minor units, currency codes, rates and calendar dates. */

export const CURRENCY_MESSAGE = 'Currency must be an ISO 4217 code such as USD or EUR';

/** A whole number of minor units from `min` to the largest amount; listed bottom-up, the type first. */
export const MinorUnits = (label: string, min = 1) =>
  applyDecorators(
    Max(AMOUNT_MAX, { message: AMOUNT_TOO_LARGE }),
    Min(min, { message: `${label} must be ${min === 0 ? 'zero or more' : 'more than zero'}` }),
    IsInt({ message: `${label} must be a whole number of minor units (cents)` }),
  );

export const Currency = () =>
  ValidateBy({ name: 'isCurrency', validator: { validate: isCurrency, defaultMessage: () => CURRENCY_MESSAGE } });

export const Rate = () =>
  ValidateBy({
    name: 'isRate',
    validator: { validate: (value) => normaliseRate(value) !== null, defaultMessage: () => RATE_MESSAGE },
  });

/** A calendar date, YYYY-MM-DD. */
export const CalendarDate = (label: string) =>
  applyDecorators(
    IsISO8601({ strict: true }, { message: `${label} must be a valid date` }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD)` }),
    IsNotEmpty({ message: `${label} is required` }),
  );
