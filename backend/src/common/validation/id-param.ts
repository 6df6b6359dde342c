import { NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';

/** A path id that must be a UUID; anything else cannot name a record, so it answers 404 like an unknown id. */
export const IdParam = (name: string, notFoundMessage: string) =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(notFoundMessage) }));
