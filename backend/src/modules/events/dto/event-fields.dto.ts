import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
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
import { OptionalDate, WhenSent } from '../../../common/validation/fields';
import { TrimToNull } from '../../../common/validation/transforms';
import type { BannerStyle } from '../event.entity';

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HEX_MESSAGE = 'Colors must be hex values such as #6236ff';
const isSet = (_: unknown, value: unknown) => value !== null && value !== undefined;

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
  @IsOptional()
  @TrimToNull()
  @ValidateIf(isSet)
  @IsUrl(
    { require_protocol: true, protocols: ['http', 'https'] },
    { message: 'Logo must be a web address (http or https)' },
  )
  @MaxLength(2048, { message: 'Logo address is too long' })
  customLogo?: string | null;

  @ApiPropertyOptional({ type: ThemeColorsDto })
  @WhenSent()
  @ValidateNested({ message: 'Theme colors must be an object of hex colors' })
  @Type(() => ThemeColorsDto)
  themeColors?: ThemeColorsDto;
}
