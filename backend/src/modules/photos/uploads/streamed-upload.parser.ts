import type { FastifyInstance } from 'fastify';

/**
 * Bodies of any type other than JSON and forms are left unread, so the upload route can stream a file
 * to storage while it checks the size and magic bytes, instead of Fastify buffering or refusing it.
 * A route that expects JSON still gets no body from them, and its validation answers 400.
 */
export function acceptStreamedUploads(instance: FastifyInstance): void {
  instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
