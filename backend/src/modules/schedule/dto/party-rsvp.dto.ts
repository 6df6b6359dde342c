import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { RSVP_STATUSES, type RsvpStatus } from '../rsvp.entity';

export const PERSON_KINDS = ['member', 'guest'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** The most people one reply may hold: a party's members and guests. */
const MAX_PEOPLE = 50;

export class QuestionAnswerDto {
  @ApiProperty({ type: String, format: 'uuid' })
  @IsUUID('all', { message: 'Question not found' })
  questionId: string;

  @ApiProperty({ type: String, isArray: true, description: 'The chosen options, or the one text; empty clears' })
  @IsArray({ message: 'An answer must be a list of texts' })
  @ArrayMaxSize(20, { message: 'An answer may hold at most 20 choices' })
  @IsString({ each: true, message: 'An answer must be a list of texts' })
  @MaxLength(300, { each: true, message: 'An answer must be 300 characters or fewer' })
  value: string[];
}

/** One person's reply: a member's (their user id) or a party guest's (the guest's id). */
export class PersonRsvpDto {
  @ApiProperty({ enum: PERSON_KINDS, enumName: 'PersonKind' })
  @IsIn(PERSON_KINDS, { message: 'Kind must be member or guest' })
  kind: PersonKind;

  @ApiProperty({ type: String, format: 'uuid' })
  @IsUUID('all', { message: 'Person not found' })
  id: string;

  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' })
  @IsIn(RSVP_STATUSES, { message: 'Status must be going, not_going or maybe' })
  status: RsvpStatus;

  @ApiPropertyOptional({ type: () => QuestionAnswerDto, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Answers must be a list' })
  @ArrayMaxSize(60, { message: 'Too many answers' })
  @ValidateNested({ each: true })
  @Type(() => QuestionAnswerDto)
  answers?: QuestionAnswerDto[];
}

/** A party's reply to one schedule item: each person's answer, and their answers to the questions. */
export class PartyRsvpDto {
  @ApiProperty({ type: () => PersonRsvpDto, isArray: true })
  @IsArray({ message: 'People must be a list' })
  @ArrayMinSize(1, { message: 'Answer for at least one person' })
  @ArrayMaxSize(MAX_PEOPLE, { message: `Answer for at most ${MAX_PEOPLE} people at once` })
  @ValidateNested({ each: true })
  @Type(() => PersonRsvpDto)
  people: PersonRsvpDto[];
}

export class PartyQueryDto {
  @ApiPropertyOptional({ type: String, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Party not found' })
  partyId?: string;
}
