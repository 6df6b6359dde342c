import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type EventCaller, NOT_FOUND_MESSAGES, roleSatisfies } from '../../../common/access/event-access.rules';
import { definedEntries, sentOr } from '../../../common/objects';
import type { CreateQuestionDto, UpdateQuestionDto } from './dto/question.dto';
import type { QuestionResponse } from './dto/question.response';
import { answeredChangeRefusal, isChoice, optionsRefusal, questionCountRefusal } from './question-rules';
import { type QuestionFields, QuestionsRepository } from './questions.repository';

const NOT_FOUND = NOT_FOUND_MESSAGES.question;

@Injectable()
export class QuestionsService {
  constructor(private readonly questions: QuestionsRepository) {}

  /**
   * The questions of the event and of the items the caller sees, by position. How they were answered is
   * the admins' to know: an attendee learns nothing of others' answers the schedule does not show.
   */
  async list(caller: EventCaller): Promise<QuestionResponse[]> {
    const questions = await this.questions.listForEvent(caller.eventId, caller.userId);
    if (roleSatisfies(caller.role, 'admin')) return questions;
    return questions.map((question) => ({ ...question, answerCount: 0, optionsInUse: [] }));
  }

  async create(caller: EventCaller, input: CreateQuestionDto): Promise<QuestionResponse> {
    const fields: QuestionFields = {
      prompt: input.prompt,
      kind: input.kind,
      options: input.options ?? [],
      required: input.required ?? false,
    };
    assertOptions(fields);
    const created = await this.questions.createLocked(caller.eventId, input.scheduleItemId ?? null, fields, (count) => {
      const refusal = questionCountRefusal(count);
      if (refusal) throw new BadRequestException(refusal);
    });
    if ('missing' in created) {
      if (created.missing === 'scheduleItem') throw new BadRequestException('That schedule item is not in this event');
      throw new NotFoundException(NOT_FOUND_MESSAGES.event);
    }
    return this.selectOne(caller, created.id);
  }

  /**
   * Stored answers stay valid: an answered question keeps its kind and every option someone chose (409),
   * and turning a choice into short text drops the options it no longer has.
   */
  async update(caller: EventCaller, questionId: string, changes: UpdateQuestionDto): Promise<QuestionResponse> {
    const fields = definedEntries(changes);
    if (Object.keys(fields).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    const found = await this.questions.changeLocked(caller.eventId, questionId, (stored) => {
      const kind = sentOr(fields.kind, stored.kind);
      const after: QuestionFields = {
        prompt: sentOr(fields.prompt, stored.prompt),
        kind,
        options: fields.options ?? (isChoice(kind) ? stored.options : []),
        required: sentOr(fields.required, stored.required),
      };
      assertOptions(after);
      const refusal = answeredChangeRefusal(stored, after.kind, after.options);
      if (refusal) throw new ConflictException(refusal);
      return after;
    });
    if (!found) throw new NotFoundException(NOT_FOUND);
    return this.selectOne(caller, questionId);
  }

  /** Its answers go with it. */
  async remove(caller: EventCaller, questionId: string): Promise<void> {
    if (!(await this.questions.delete(caller.eventId, questionId))) throw new NotFoundException(NOT_FOUND);
  }

  async reorder(caller: EventCaller, questionIds: string[]): Promise<QuestionResponse[]> {
    // The path names the event; a question in the body that is not its own is bad input.
    if (!(await this.questions.reorderLocked(caller.eventId, questionIds))) throw new BadRequestException(NOT_FOUND);
    return this.list(caller);
  }

  private async selectOne(caller: EventCaller, questionId: string): Promise<QuestionResponse> {
    const question = await this.questions.findInEvent(caller.eventId, questionId);
    if (!question) throw new NotFoundException(NOT_FOUND);
    return question;
  }
}

function assertOptions(question: QuestionFields): void {
  const refusal = optionsRefusal(question.kind, question.options);
  if (refusal) throw new BadRequestException(refusal);
}
