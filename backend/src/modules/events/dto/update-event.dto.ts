import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';
import { WhenSent } from '../../../common/validation/fields';
import { Trim } from '../../../common/validation/transforms';
import { EVENT_NAME_REQUIRED } from './create-event.dto';
import { BannerSettingsDto, EventFieldsDto } from './event-fields.dto';

/** Auto-save sends one changed field at a time; any non-empty subset is accepted. */
export class UpdateEventDto extends EventFieldsDto {
  @ApiPropertyOptional({ maxLength: 120 })
  @WhenSent()
  @Trim()
  // class-validator runs the decorators bottom-up: the required check comes first.
  @MaxLength(120, { message: 'Event name must be 120 characters or fewer' })
  @IsString({ message: EVENT_NAME_REQUIRED })
  @IsNotEmpty({ message: EVENT_NAME_REQUIRED })
  name?: string;

  @ApiPropertyOptional({ type: BannerSettingsDto })
  @WhenSent()
  @ValidateNested({ message: 'Banner settings must be an object' })
  @Type(() => BannerSettingsDto)
  bannerSettings?: BannerSettingsDto;
}
