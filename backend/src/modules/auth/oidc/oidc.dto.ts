import { IsBooleanString, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TIER_NAMES, type TierName } from '../../subscriptions/subscription-tier.entity';

/** The popup's start: the opener's origin, and for scripts and tests a login hint. */
export class OidcStartQuery {
  @IsOptional() @IsString() @MaxLength(200) origin?: string;
  @IsOptional() @IsString() @MaxLength(320) login_hint?: string;
  /** Development only (the embedded provider): a new account's plan. */
  @IsOptional() @IsIn(TIER_NAMES) plan?: TierName;
  /** Development only (the embedded provider): vouch for the e-mail as unverified. */
  @IsOptional() @IsBooleanString() unverified?: string;
}
