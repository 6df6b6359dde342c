import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TIER_NAMES, TierName } from '../../subscriptions/subscription-tier.entity';
import { LOCAL_IDP_PLAN_PARAM } from './local-idp.constants';

/** The sign-in page's form: who signs in and, in development, a new account's plan. */
export class SignInFormDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email: string;

  @IsOptional() @IsString() @MaxLength(100) name?: string;

  @IsOptional() @IsIn(TIER_NAMES) [LOCAL_IDP_PLAN_PARAM]?: TierName;
}
