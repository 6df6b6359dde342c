import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * Validates every body, query and parameter DTO: unknown properties are refused, values are transformed
 * to their declared types, and the messages are the ones the DTOs declare (the spec's texts).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
