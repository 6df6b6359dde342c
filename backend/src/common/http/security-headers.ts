import type { ContentSecurityPolicyOptions, SecurityHeadersOptions } from '@nestjs/common';
import { resolveSecurityHeaders, serializeContentSecurityPolicy } from '@nestjs/core/security/security-headers';
import type { FastifyInstance } from 'fastify';

/**
 * Every response's security headers, resolved once at start-up and copied onto each response. The API
 * answers JSON, images and files, which a browser neither runs nor lays out, so it keeps only the headers
 * OWASP's REST Security Cheat Sheet names for them: nothing may load from or frame the response, no type
 * sniffing, HTTPS only, no reads from other sites. helmet's other defaults (Origin-Agent-Cluster, the
 * opener policy, the DNS prefetch, download and legacy XSS switches) concern documents: on every JSON
 * answer they cost a phone about 450 bytes and the server seven header writes.
 */
const API_POLICY: ContentSecurityPolicyOptions = {
  useDefaults: false,
  directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
};

export const API_SECURITY_HEADERS: SecurityHeadersOptions = {
  contentSecurityPolicy: API_POLICY,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * What the API's own pages (sign-in, unsubscribe, the development mailbox, the Swagger UI) carry instead:
 * helmet 8's defaults for documents, with the inline bootstrap script and data: images the Swagger UI needs.
 */
const DOCUMENT_HEADERS = resolveSecurityHeaders({
  contentSecurityPolicy: {
    directives: {
      'script-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
}).headers;

const isPolicy = ([name]: readonly [string, string]) => name.toLowerCase() === 'content-security-policy';
const DOCUMENT_POLICY = DOCUMENT_HEADERS.find(isPolicy)![1];
const OTHER_DOCUMENT_HEADERS = DOCUMENT_HEADERS.filter((header) => !isPolicy(header));
const API_CONTENT_SECURITY_POLICY = serializeContentSecurityPolicy(API_POLICY);

/** The sign-in popup's pages, which must keep their window.opener to hand the token back. */
const POPUP_PATHS = ['/api/auth/', '/api/local-idp/'];

/**
 * HTML responses swap the API's headers for the document ones. A page that set its own policy (the popup's
 * nonce-based one) keeps it, and the popup's pages opt out of the opener isolation every other page gets.
 */
export function addDocumentSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (reply.getHeader('content-security-policy') === API_CONTENT_SECURITY_POLICY) {
        reply.header('Content-Security-Policy', DOCUMENT_POLICY);
      }
      for (const [name, value] of OTHER_DOCUMENT_HEADERS) reply.header(name, value);
      if (POPUP_PATHS.some((path) => request.url.startsWith(path))) {
        reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
      }
    }
    done(null, payload);
  });
}
