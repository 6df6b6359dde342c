import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { WhenSent } from '../../../../common/validation/fields';
import { MESSAGE_MAX_LENGTH, MessageBody } from '../../message-text';
import { MENTION_REFUSAL, MENTIONS_MAX, MENTIONS_TOO_MANY, PARENT_ELSEWHERE } from '../comment-rules';

/** Run bottom-up: a list, then its length, then each id. */
const Mentions = () =>
  applyDecorators(
    WhenSent(),
    IsUUID('all', { each: true, message: MENTION_REFUSAL }),
    ArrayMaxSize(MENTIONS_MAX, { message: MENTIONS_TOO_MANY }),
    IsArray({ message: MENTION_REFUSAL }),
  );

export class CreateCommentDto {
  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MessageBody('Comment')
  body: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The top-level comment on the same thing this one answers',
  })
  @IsOptional()
  @IsUUID('all', { message: PARENT_ELSEWHERE })
  parentId?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    isArray: true,
    maxItems: MENTIONS_MAX,
    description: 'The user ids of the members the text mentions',
  })
  @Mentions()
  mentions?: string[];
}

export class UpdateCommentDto {
  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text, trimmed' })
  @MessageBody('Comment')
  body: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    isArray: true,
    maxItems: MENTIONS_MAX,
    description: 'Replaces the mentions; left out, they stay. Members mentioned anew are notified.',
  })
  @Mentions()
  mentions?: string[];
}
