import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TIER_NAMES, TierName } from '../../subscriptions/subscription-tier.entity';
import { LOCAL_IDP_PLAN_PARAM } from './local-idp.constants';

/** The query of an OAuth authorization request, as passport-google-oauth20 sends it. */
export class AuthorizationRequestDto {
  @IsString() client_id: string;
  @IsString() redirect_uri: string;
  @IsIn(['code']) response_type: string;
  @IsString() state: string;
  @IsString() code_challenge: string;
  @IsIn(['S256']) code_challenge_method: string;
  @IsOptional() @IsString() scope?: string;
  @IsOptional() @IsString() prompt?: string;
  @IsOptional() @IsString() login_hint?: string;
  @IsOptional() @IsIn(TIER_NAMES) [LOCAL_IDP_PLAN_PARAM]?: TierName;
}

/** The sign-in page's form: the authorization request plus who signs in. */
export class SignInFormDto extends AuthorizationRequestDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email: string;

  @IsOptional() @IsString() @MaxLength(100) name?: string;
}

export class TokenRequestDto {
  @IsIn(['authorization_code']) grant_type: string;
  @IsString() code: string;
  @IsString() redirect_uri: string;
  @IsString() client_id: string;
  @IsString() client_secret: string;
  @IsString() code_verifier: string;
}
