import type { SecurityHeadersOptions } from '@nestjs/common';
import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers';
import type { FastifyInstance } from 'fastify';

type Headers = ReadonlyArray<readonly [name: string, value: string]>;

/** Resolved once at start-up by Nest's helmet-compatible resolver, named in lower case as Fastify keeps them. */
function resolved(options: SecurityHeadersOptions): Headers {
  return resolveSecurityHeaders(options).headers.map(([name, value]) => [name.toLowerCase(), value] as const);
}

/**
 * What every JSON answer, image and file carries. The API answers what a browser neither runs nor lays out,
 * so it keeps only the headers OWASP's REST Security Cheat Sheet names for them: nothing may load from or
 * frame the response, no type sniffing, HTTPS only, no reads from other sites. helmet's other defaults
 * (Origin-Agent-Cluster, the opener policy, the DNS prefetch, download and legacy XSS switches) concern
 * documents: on every JSON answer they cost a phone about 450 bytes and the server seven header writes.
 */
const API_HEADERS = resolved({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * What the API's own pages (sign-in, unsubscribe, the development mailbox, the Swagger UI) carry instead:
 * helmet 8's defaults for documents, with the inline bootstrap script and data: images the Swagger UI needs.
 */
const DOCUMENT_HEADERS = resolved({
  contentSecurityPolicy: {
    directives: {
      'script-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/** The sign-in popup's pages, which must keep their window.opener to hand the token back. */
const POPUP_PATHS = ['/api/auth/', '/api/local-idp/'];

/**
 * Every response's security headers, HTML pages' or the API's, set on Fastify's reply just before it is
 * sent. On a page, a header the route set itself (the popup's nonce-based policy) wins; no other answer
 * sets any of them, so an answer that is not a page gets the API's without asking the reply for each
 * (Fastify's and then Node's header look-up, for every header of every answer). Not Nest's
 * `useSecurityHeaders()` nor `enableCors()`: they copy their headers onto Node's response for Express-style
 * middleware, which this API has none of, and that sends every response down Node's slower header path
 * (header names lower-cased and checked twice), which showed in the profile of the cheapest read.
 */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // Answers are the caller's own (their events, a calendar, a secret feed URL, a refusal), so no cache may
    // keep one; a route that chose its own policy keeps it (images, which never change under their URL).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      for (const [name, value] of DOCUMENT_HEADERS) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (POPUP_PATHS.some((path) => request.url.startsWith(path))) {
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      }
    } else {
      for (const [name, value] of API_HEADERS) reply.header(name, value);
    }
    done(null, payload);
  });
}
