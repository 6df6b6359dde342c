import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused), except an empty one: a POST
 * that sends `Content-Type: application/json` and nothing else (many HTTP clients do) has no body,
 * as Express had it, instead of being a 400.
 */
export function acceptEmptyJsonBodies(app: NestFastifyApplication, bodyLimit: number | undefined): void {
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body.toString('utf8'), done);
  });
}
