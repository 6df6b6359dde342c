import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
} from 'class-validator';
import { RequiredText, WhenSent } from '../../../../common/validation/fields';
import { MAX_OPTIONS, MAX_QUESTIONS_PER_EVENT, OPTION_MAX_LENGTH } from '../question-rules';
import { QUESTION_KINDS, type QuestionKind } from '../rsvp-question.entity';

const PROMPT_MAX = 300;
const KIND_MESSAGE = 'Kind must be single_choice, multiple_choice or short_text';
const OPTIONS_MESSAGE = 'Options must be a list of texts';

/** Each option trimmed; blanks stay, for the rules to name. */
const TrimEach = () =>
  Transform(({ value }) =>
    Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value,
  );

/** The options field: its shape here, what each kind needs in the question rules. */
const Options = () =>
  applyDecorators(
    TrimEach(),
    IsArray({ message: OPTIONS_MESSAGE }),
    // Beyond the rules' limit by one, so the rules answer with their message rather than this one.
    ArrayMaxSize(MAX_OPTIONS + 1, { message: `A question can offer at most ${MAX_OPTIONS} options` }),
    IsString({ each: true, message: OPTIONS_MESSAGE }),
  );

export class CreateQuestionDto {
  @ApiProperty({ maxLength: PROMPT_MAX, example: 'Meal' })
  @RequiredText('Prompt', PROMPT_MAX)
  prompt: string;

  @ApiProperty({ enum: QUESTION_KINDS, enumName: 'QuestionKind' })
  @IsIn(QUESTION_KINDS, { message: KIND_MESSAGE })
  kind: QuestionKind;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    maxItems: MAX_OPTIONS,
    description: `A choice question's 2 to ${MAX_OPTIONS} distinct options of at most ${OPTION_MAX_LENGTH} characters; none for short text`,
    example: ['Fish', 'Beef', 'Vegetarian'],
  })
  @IsOptional()
  @Options()
  options?: string[];

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Asked before a going answer is saved' })
  @IsOptional()
  @IsBoolean({ message: 'Required must be true or false' })
  required?: boolean;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'An item of this event; absent: the whole event' })
  @IsOptional()
  @IsUUID('all', { message: 'Schedule item not found' })
  scheduleItemId?: string;
}

/** Any subset of a question's fields; the item it belongs to stays. */
export class UpdateQuestionDto {
  @ApiPropertyOptional({ maxLength: PROMPT_MAX })
  @WhenSent()
  @RequiredText('Prompt', PROMPT_MAX)
  prompt?: string;

  @ApiPropertyOptional({ enum: QUESTION_KINDS, enumName: 'QuestionKind', description: 'Fixed once answered' })
  @WhenSent()
  @IsIn(QUESTION_KINDS, { message: KIND_MESSAGE })
  kind?: QuestionKind;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    maxItems: MAX_OPTIONS,
    description: 'The whole new list; an option someone chose must stay',
  })
  @WhenSent()
  @Options()
  options?: string[];

  @ApiPropertyOptional({ type: Boolean })
  @WhenSent()
  @IsBoolean({ message: 'Required must be true or false' })
  required?: boolean;
}

export class ReorderQuestionsDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    isArray: true,
    description: 'Questions of the event in their new order; they swap the places they held among themselves',
  })
  @IsArray({ message: 'Question ids must be a list' })
  @ArrayMinSize(1, { message: 'Name at least one question' })
  @ArrayMaxSize(MAX_QUESTIONS_PER_EVENT, { message: `An event has at most ${MAX_QUESTIONS_PER_EVENT} questions` })
  @ArrayUnique({ message: 'Name each question once' })
  @IsUUID('all', { each: true, message: 'Question not found' })
  questionIds: string[];
}
