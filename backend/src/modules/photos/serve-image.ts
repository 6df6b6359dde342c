import { NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Sends a stored image that never changes under its URL: private caching, an ETag from its identity,
 * 304 on revalidation, and nosniff so a browser never second-guesses the type. A record whose file is
 * gone (a restore from backups of different moments) answers 404, uncached.
 */
export async function serveImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { etag: string; contentType: string; open: () => Promise<Readable | null> },
): Promise<void> {
  const cacheHeaders = () =>
    reply.headers({
      ETag: image.etag,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  if (request.headers['if-none-match'] === image.etag) {
    await cacheHeaders().code(304).send();
    return;
  }
  const stream = await image.open();
  if (!stream) throw new NotFoundException('Image not found');
  await cacheHeaders().type(image.contentType).send(stream);
}
