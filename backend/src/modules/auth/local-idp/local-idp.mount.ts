import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../../../config/app-config';
import { LOCAL_IDP_PATH } from './local-idp.constants';
import { LocalIdpService } from './local-idp.service';

/**
 * What the provider's own answers carry (discovery, JWKS, tokens, redirects, its error page): they leave
 * through Node's response, past Fastify's hooks. The error page must keep its opener, as the popup's do.
 */
const HEADERS: [string, string][] = [
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"],
  ['cross-origin-opener-policy', 'unsafe-none'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/**
 * Mounts oidc-provider's endpoints (discovery, authorization, token, userinfo, JWKS) under /api/local-idp
 * when the embedded provider is enabled; otherwise those paths do not exist. The interactions are Nest
 * routes (LocalIdpController), which Fastify's router prefers to this catch-all.
 */
@Injectable()
export class LocalIdpMount implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly idp: LocalIdpService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!this.config.localIdpEnabled || !fastify) return;
    const issuer = new URL(this.idp.issuer);
    void fastify.register(async (scope) => {
      // The provider reads its own request bodies (forms at the token endpoint): Fastify leaves them unread here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.all(`${LOCAL_IDP_PATH}/*`, async (request, reply) => {
        const callback = (await this.idp.instance()).callback();
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        // As Express mounts an app: the provider routes the rest of the path and names its URLs with the prefix.
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(LOCAL_IDP_PATH.length) || '/';
        raw.headers['x-forwarded-host'] = issuer.host;
        raw.headers['x-forwarded-proto'] = issuer.protocol.replace(':', '');
        for (const [name, value] of HEADERS) reply.raw.setHeader(name, value);
        callback(raw, reply.raw);
      });
    });
  }
}
