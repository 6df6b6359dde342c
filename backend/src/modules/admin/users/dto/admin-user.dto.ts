import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../../common/validation/transforms';
import { TIER_NAMES, type TierName } from '../../../subscriptions/subscription-tier.entity';
import { PAGE_CURSOR } from '../../page-cursor';

export const USERS_PAGE_DEFAULT = 25;
const USERS_PAGE_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${USERS_PAGE_MAX}`;
/** Longer than any e-mail address (320) or name: a longer search can match nothing. */
export const SEARCH_MAX_LENGTH = 320;

export class AdminUsersQueryDto {
  @ApiPropertyOptional({ description: 'Part of the e-mail address or name, in any case', maxLength: SEARCH_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: `Search must be at most ${SEARCH_MAX_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @Matches(PAGE_CURSOR, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: USERS_PAGE_MAX, default: USERS_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(USERS_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}

export class ChangePlanDto {
  @ApiProperty({ enum: TIER_NAMES, enumName: 'TierName' })
  @IsIn(TIER_NAMES, { message: `Plan must be one of ${TIER_NAMES.join(', ')}` })
  tier: TierName;
}

/** The account's Stripe subscription as the billing webhooks last left it. */
export class AdminBillingResponse {
  @ApiProperty({ type: String, nullable: true, example: 'active', description: "Stripe's status" })
  status: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  currentPeriodEnd: Date | null;
}

/** An account as the operator console lists it. */
export class AdminUserResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ enum: TIER_NAMES, enumName: 'TierName' })
  tier: TierName;

  @ApiProperty({ type: String, example: 'active' })
  subscriptionStatus: string;

  @ApiProperty({ type: Boolean, description: 'Sign-in disabled by an operator' })
  disabled: boolean;

  @ApiProperty({ type: Boolean, description: 'In ADMIN_EMAILS' })
  operator: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt: Date | null;

  @ApiProperty({ type: Number, description: 'Events this account created' })
  eventsCreated: number;

  @ApiProperty({
    type: Number,
    description: "Bytes of photos and banners in the account's events (what its plan counts)",
  })
  storageBytes: number;

  @ApiProperty({ type: () => AdminBillingResponse, nullable: true, description: 'null: never went through Stripe' })
  billing: AdminBillingResponse | null;
}

export class AdminUserPageResponse {
  @ApiProperty({ type: () => AdminUserResponse, isArray: true })
  users: AdminUserResponse[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  nextCursor: string | null;
}

export class AdminUserEnvelope {
  @ApiProperty({ type: () => AdminUserResponse })
  user: AdminUserResponse;
}

/** One event the account belongs to. */
export class AdminUserEventResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ enum: ['admin', 'attendee'], description: 'The creator counts as admin' })
  role: 'admin' | 'attendee';

  @ApiProperty({ type: Boolean })
  createdByUser: boolean;

  @ApiProperty({ type: Number })
  members: number;

  @ApiProperty({ type: Number })
  photos: number;

  @ApiProperty({ type: Number, description: "Bytes of the event's photos and banners" })
  storageBytes: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class AdminUserDetailResponse {
  @ApiProperty({ type: () => AdminUserResponse })
  user: AdminUserResponse;

  @ApiProperty({ type: () => AdminUserEventResponse, isArray: true })
  events: AdminUserEventResponse[];
}

/** An account row as the repository reads it. */
export interface AdminUserRow {
  id: string;
  email: string;
  displayName: string;
  tier: TierName;
  subscriptionStatus: string;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  eventsCreated: number;
  storageBytes: string;
  hasBilling: boolean;
  billingStatus: string | null;
  billingPeriodEnd: Date | null;
  cursorAt: string;
}

export function mapAdminUser(row: AdminUserRow, operator: boolean): AdminUserResponse {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    tier: row.tier,
    subscriptionStatus: row.subscriptionStatus,
    disabled: row.disabled,
    operator,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    eventsCreated: row.eventsCreated,
    storageBytes: Number(row.storageBytes),
    billing: row.hasBilling ? { status: row.billingStatus, currentPeriodEnd: row.billingPeriodEnd } : null,
  };
}
