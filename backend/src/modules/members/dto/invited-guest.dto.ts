import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  Max,
  Min,
  ValidateNested,
  ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
  Validate,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { OptionalText, WhenSent } from '../../../common/validation/fields';
import { namedGuestsProblem } from '../invitation-party';
import { AGE_GROUPS, type AgeGroup } from '../parties/party-guest.entity';
import { MAX_PARTY_GUESTS } from '../parties/party.entity';

export const GUEST_NAME_MAX = 100;

/** A guest named when inviting: an adult or a child, their name optional (named later). */
export class InvitedGuestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GUEST_NAME_MAX, description: 'Blank: named later' })
  @OptionalText('Guest name', GUEST_NAME_MAX)
  name?: string | null;

  @ApiProperty({ enum: AGE_GROUPS, enumName: 'AgeGroup' })
  @IsIn(AGE_GROUPS, { message: 'Age group must be adult or child' })
  ageGroup: AgeGroup;
}

/** How many guests the invitee may bring besides themselves. */
export const GuestLimitField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0, maximum: MAX_PARTY_GUESTS, default: 0 }),
    WhenSent(),
    IsInt({ message: 'Guest limit must be a whole number' }),
    Min(0, { message: 'Guest limit must be 0 or more' }),
    Max(MAX_PARTY_GUESTS, { message: `A party may bring at most ${MAX_PARTY_GUESTS} guests` }),
  );

@ValidatorConstraint({ name: 'guestsWithinLimit' })
class GuestsWithinLimit implements ValidatorConstraintInterface {
  private problem(args: ValidationArguments): string | null {
    const limit = (args.object as { guestLimit?: unknown }).guestLimit;
    // A limit that is not a number has its own message; the stored limit is checked on update.
    if (limit !== undefined && typeof limit !== 'number') return null;
    return namedGuestsProblem((args.value as unknown[]).length, limit ?? 0);
  }

  validate(_: unknown, args: ValidationArguments): boolean {
    return this.problem(args) === null;
  }

  defaultMessage(args: ValidationArguments): string {
    return this.problem(args) ?? '';
  }
}

/**
 * The guests named now. `checkedAgainstLimit`: with the invitation's guest limit beside them in the body
 * (a missing limit is 0); off when an update may rely on the stored limit.
 */
export const InvitedGuestsField = (checkedAgainstLimit: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ type: () => InvitedGuestDto, isArray: true, maxItems: MAX_PARTY_GUESTS }),
    WhenSent(),
    IsArray({ message: 'Guests must be a list' }),
    ArrayMaxSize(MAX_PARTY_GUESTS, { message: `A party may bring at most ${MAX_PARTY_GUESTS} guests` }),
    ValidateNested({ each: true, message: 'Each guest must have an age group, adult or child' }),
    Type(() => InvitedGuestDto),
    ...(checkedAgainstLimit ? [Validate(GuestsWithinLimit)] : []),
  );
