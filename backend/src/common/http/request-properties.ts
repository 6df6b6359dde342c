import type { FastifyInstance } from 'fastify';

/**
 * Every property the app's guards and stores set on Fastify's request (each declared beside its setter, in
 * a `declare module 'fastify'` block). Declared on Fastify's Request up front, as Fastify advises, so that
 * all requests keep one shape: set on a request that lacked it, each property moved that request to
 * another hidden class, and the code that reads requests saw many of them.
 */
export const REQUEST_PROPERTIES = [
  'auth',
  'eventCaller',
  'googleOutcome',
  'operator',
  'signInOrigin',
  'signInReply',
] as const;

export function declareRequestProperties(fastify: FastifyInstance): void {
  for (const name of REQUEST_PROPERTIES) fastify.decorateRequest(name, undefined);
}
