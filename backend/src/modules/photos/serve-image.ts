import { NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Sends a stored image that never changes under its URL: private caching, an ETag from its identity,
 * 304 on revalidation, and nosniff so a browser never second-guesses the type. A record whose file is
 * gone (a restore from backups of different moments) answers 404, uncached.
 */
export async function serveImage(
  request: Request,
  response: Response,
  image: { etag: string; contentType: string; open: () => Promise<Readable | null> },
): Promise<void> {
  const cacheHeaders = () => {
    response.setHeader('ETag', image.etag);
    response.setHeader('Cache-Control', 'private, max-age=86400');
    response.setHeader('X-Content-Type-Options', 'nosniff');
  };
  if (request.headers['if-none-match'] === image.etag) {
    cacheHeaders();
    response.status(304).end();
    return;
  }
  const stream = await image.open();
  if (!stream) throw new NotFoundException('Image not found');
  cacheHeaders();
  response.setHeader('Content-Type', image.contentType);
  await pipeline(stream, response);
}
