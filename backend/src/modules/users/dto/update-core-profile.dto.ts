import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CleanList, Handle, Trim, TrimToNull } from '../../../common/validation/transforms';
import { PROFILE_PRIVACY, ProfilePrivacy } from '../user.entity';

const webUrl = { require_protocol: true, protocols: ['http', 'https'] };
const isSet = (_: unknown, value: unknown) => value !== null && value !== undefined;

/** The core profile form (spec section 3); any subset of its fields may be sent. */
export class UpdateCoreProfileDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be 100 characters or fewer' })
  displayName?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000, { message: 'Bio must be 1000 characters or fewer' })
  bio?: string | null;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(200)
  location?: string | null;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(64)
  timezone?: string | null;

  @ApiPropertyOptional({ maxLength: 40 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(40)
  phoneNumber?: string | null;

  @ApiPropertyOptional({ maxLength: 64, description: 'Without @' })
  @IsOptional()
  @Handle()
  @IsString()
  @MaxLength(64)
  venmoUsername?: string | null;

  @ApiPropertyOptional({ maxLength: 64, description: 'Without @' })
  @IsOptional()
  @Handle()
  @IsString()
  @MaxLength(64)
  instagramHandle?: string | null;

  @ApiPropertyOptional({ maxLength: 64, description: 'Without @' })
  @IsOptional()
  @Handle()
  @IsString()
  @MaxLength(64)
  twitterHandle?: string | null;

  @ApiPropertyOptional({ example: 'https://www.linkedin.com/in/ada' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @IsUrl(webUrl, { message: 'Invalid LinkedIn URL' })
  @MaxLength(2048, { message: 'Invalid LinkedIn URL' })
  linkedinUrl?: string | null;

  @ApiPropertyOptional({ example: 'https://ada.dev' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @IsUrl(webUrl, { message: 'Invalid website URL' })
  @MaxLength(2048, { message: 'Invalid website URL' })
  website?: string | null;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(100)
  emergencyContactName?: string | null;

  @ApiPropertyOptional({ maxLength: 40 })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(40)
  emergencyContactPhone?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @CleanList()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  dietaryRestrictions?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @CleanList()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  allergies?: string[];

  @ApiPropertyOptional({ enum: PROFILE_PRIVACY, default: 'friends' })
  @IsOptional()
  @IsIn(PROFILE_PRIVACY, { message: 'Profile privacy must be public, friends or private' })
  profilePrivacy?: ProfilePrivacy;
}
