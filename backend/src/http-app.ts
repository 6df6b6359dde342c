import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ApiModule } from './api.module';
import { AppConfig } from './config/app-config';

/** Banner images are served at /objects/... (spec section 7); every other route is under /api. */
export const UNPREFIXED_ROUTES = [{ path: 'objects/banners/:bannerId.jpg', method: RequestMethod.GET }];

/** Builds the HTTP API exactly as production runs it; tests use the same function. */
export async function createHttpApp(): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(ApiModule, {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', { limit: config.bodyLimit, extended: false });
  app.use(cookieParser());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The Swagger UI page needs its inline bootstrap script and styles.
          'script-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  // The sign-in popup must keep its window.opener to hand the token back: its pages opt out of the
  // cross-origin opener isolation helmet gives every other page.
  app.use(
    ['/api/auth', '/api/local-idp'],
    (_request: unknown, response: { setHeader: (name: string, value: string) => void }, next: () => void) => {
      response.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
      next();
    },
  );
  app.enableCors({
    origin: config.webOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    maxAge: 600,
  });
  app.setGlobalPrefix('api', { exclude: UNPREFIXED_ROUTES });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Gatherly API')
      .setDescription('Friend groups plan weddings, getaways and milestone celebrations together.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
