import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OptionalText, WhenSent } from '../../../../common/validation/fields';
import { AGE_GROUPS, type AgeGroup } from '../party-guest.entity';

const NAME_MAX = 100;
const AGE_GROUP_MESSAGE = 'Age group must be adult or child';

export class AddPartyGuestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NAME_MAX, description: 'Blank: named later' })
  @OptionalText('Name', NAME_MAX)
  name?: string | null;

  @ApiPropertyOptional({ enum: AGE_GROUPS, enumName: 'AgeGroup', default: 'adult' })
  @IsOptional()
  @IsIn(AGE_GROUPS, { message: AGE_GROUP_MESSAGE })
  ageGroup?: AgeGroup;
}

export class UpdatePartyGuestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NAME_MAX })
  @OptionalText('Name', NAME_MAX)
  name?: string | null;

  @ApiPropertyOptional({ enum: AGE_GROUPS, enumName: 'AgeGroup' })
  @WhenSent()
  @IsIn(AGE_GROUPS, { message: AGE_GROUP_MESSAGE })
  ageGroup?: AgeGroup;
}
