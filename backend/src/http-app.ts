import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import bytes from 'bytes';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';
import { ApiModule } from './api.module';
import { closeConnectionsOnShutdown } from './common/http/graceful-close';
import { acceptEmptyJsonBodies } from './common/http/json-body.parser';
import { declareRequestProperties } from './common/http/request-properties';
import { addSecurityHeaders } from './common/http/security-headers';
import { requestId } from './common/logging/logger.options';
import { requestLogging } from './common/logging/request-log';
import { requestLoggerFactory } from './common/logging/request-logger';
import { AppConfig } from './config/app-config';
import { validateEnvironment } from './config/environment';
import { acceptStreamedUploads } from './modules/photos/uploads/streamed-upload.parser';

/** Banner images are served at /objects/... (spec section 7); every other route is under /api. */
export const UNPREFIXED_ROUTES = [{ path: 'objects/banners/:bannerId.jpg', method: RequestMethod.GET }];

/** Builds the HTTP API exactly as production runs it; tests use the same function. */
export async function createHttpApp(): Promise<INestApplication> {
  // Fastify takes its proxy trust and body limit when it is created, before Nest's container exists.
  const config = new AppConfig(validateEnvironment(process.env));
  const bodyLimit = bytes.parse(config.bodyLimit) ?? undefined;
  const requestLog = requestLogging(config.logLevel);
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit,
    genReqId: requestId,
    loggerInstance: requestLog.logger,
    logController: requestLog.controller,
    childLoggerFactory: requestLoggerFactory,
    // Invitation tokens, calendar feed tokens and upload signatures travel in the path.
    routerOptions: { maxParamLength: 200 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule, adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Stripe's webhook signature is over the exact bytes sent; the parsed JSON keeps a reference to them.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  // Exits through process.exit, so that pino writes the log lines still buffered.
  app.enableShutdownHooks([], { useProcessExit: true });
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  await app.register(fastifyCookie);
  declareRequestProperties(fastify);
  acceptEmptyJsonBodies(app, bodyLimit);
  acceptStreamedUploads(fastify);
  addSecurityHeaders(fastify);
  closeConnectionsOnShutdown(fastify);
  await app.register(fastifyCors, {
    origin: config.webOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    maxAge: 600,
  });
  setRoutePrefix(app);

  SwaggerModule.setup('api/docs', app, createApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}

function setRoutePrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: UNPREFIXED_ROUTES });
}

/** The OpenAPI document of an app's routes, from the controllers' decorators and the DTO classes. */
function createApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Gatherly API')
      .setDescription('Friend groups plan weddings, getaways and milestone celebrations together.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}

/**
 * The same document as /api/docs/openapi.json serves, without starting anything: in Nest's preview mode no
 * provider is created, so it needs no environment, PostgreSQL or Redis. The front end's API types are
 * generated from it (npm run api:types). For tools and tests: it silences Nest's static logger, which the
 * next app's useLogger takes over again.
 */
export async function buildApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule, new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    setRoutePrefix(app);
    return createApiDocument(app);
  } finally {
    await app.close();
  }
}
