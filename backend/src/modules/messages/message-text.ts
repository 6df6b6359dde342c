import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The longest announcement or comment, counted after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A message as it is stored: plain text, never HTML, with Windows line ends made plain and the blank
 * edges trimmed. Other values pass through for the validators to refuse.
 */
export function messageText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/\r\n?/g, '\n').trim();
}

/** A required message body of 1 to MESSAGE_MAX_LENGTH characters once trimmed. */
export const MessageBody = (label: string) =>
  applyDecorators(
    Transform(({ value }) => messageText(value)),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
    MaxLength(MESSAGE_MAX_LENGTH, { message: `${label} must be ${MESSAGE_MAX_LENGTH} characters or fewer` }),
  );
