import { ApiProperty } from '@nestjs/swagger';
import { QUESTION_KINDS, type QuestionKind } from '../rsvp-question.entity';

/** A question asked with the RSVP, with what its answers so far mean for changing it. */
export class QuestionResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null: asked for the whole event' })
  scheduleItemId: string | null;

  @ApiProperty({ enum: QUESTION_KINDS, enumName: 'QuestionKind' })
  kind: QuestionKind;

  @ApiProperty({ type: String })
  prompt: string;

  @ApiProperty({ type: String, isArray: true, description: 'In order; empty for short text' })
  options: string[];

  @ApiProperty({ type: Boolean })
  required: boolean;

  @ApiProperty({ type: Number, description: 'Order among the event’s questions' })
  position: number;

  @ApiProperty({ type: Number, description: 'People who answered it; 0 for all but admins' })
  answerCount: number;

  @ApiProperty({
    type: String,
    isArray: true,
    description: 'Options someone chose, which cannot be removed; empty for all but admins',
  })
  optionsInUse: string[];
}

export class QuestionEnvelope {
  @ApiProperty({ type: () => QuestionResponse })
  question: QuestionResponse;
}

export class QuestionListEnvelope {
  @ApiProperty({ type: () => QuestionResponse, isArray: true, description: 'By position' })
  questions: QuestionResponse[];
}
