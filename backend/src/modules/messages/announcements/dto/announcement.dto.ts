import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUrl, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { TrimToNull } from '../../../../common/validation/transforms';
import { MESSAGE_MAX_LENGTH, MessageBody } from '../../message-text';
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementAudience } from '../announcement.entity';

export const ANNOUNCEMENT_LINK_MAX_LENGTH = 2048;
const LINK_MESSAGE = 'Link must be a web address (http or https)';

export class CreateAnnouncementDto {
  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text, trimmed', example: 'The bus leaves at 9.' })
  @MessageBody('Announcement')
  body: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ANNOUNCEMENT_LINK_MAX_LENGTH,
    example: 'https://maps.example/bus-stop',
  })
  @IsOptional()
  @TrimToNull()
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @MaxLength(ANNOUNCEMENT_LINK_MAX_LENGTH, {
    message: `Link must be ${ANNOUNCEMENT_LINK_MAX_LENGTH} characters or fewer`,
  })
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: LINK_MESSAGE })
  link?: string | null;

  @ApiProperty({
    enum: ANNOUNCEMENT_AUDIENCES,
    description:
      'everyone; going: members going to an item to come; not_responded: members who have not answered an item ' +
      'to come; item: the members going to scheduleItemId',
  })
  @IsIn(ANNOUNCEMENT_AUDIENCES, { message: 'Audience must be everyone, going, not_responded or item' })
  audience: AnnouncementAudience;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'With the audience item only' })
  @IsOptional()
  @IsUUID('all', { message: 'Schedule item not found' })
  scheduleItemId?: string | null;
}

export class UpdateAnnouncementDto {
  @ApiProperty({ type: Boolean, description: 'Pinned on the event dashboard' })
  @IsBoolean({ message: 'Pinned must be true or false' })
  pinned: boolean;
}

export class ListAnnouncementsQuery {
  @ApiPropertyOptional({ type: Boolean, description: 'Only the pinned ones' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Pinned must be true or false' })
  pinned?: boolean;
}
