import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { assertWellFormed } from './well-formed-input';

/**
 * Validates every body, query and parameter: first that it is well-formed input at all, then against its
 * DTO: unknown properties are refused, values are transformed to their declared types, and the messages
 * are the ones the DTOs declare (the spec's texts).
 */
class InputValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') assertWellFormed(value);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)),
  });
}

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.includes('should not exist') ? `Unknown property: ${path}` : message,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
