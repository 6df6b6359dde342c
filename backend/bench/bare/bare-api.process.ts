import 'reflect-metadata';
import { JwtService } from '@nestjs/jwt';
import { isUUID } from 'class-validator';
import Fastify, { type FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { membershipOfEvent } from '../../src/common/access/event-access.read-model';
import { AppConfig } from '../../src/config/app-config';
import { validateEnvironment } from '../../src/config/environment';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { AccessTokenService } from '../../src/modules/auth/access-token.service';
import { listCarpools, listEvents, listFlights, listMembers, listPhotos, listSchedule } from './bare-reads';

/**
 * The benchmark's lower bound: the API's list reads with nothing but Fastify and pg. Each request gets
 * what the app's guards give it (the same bearer-token verification with the same secret, the same
 * membership query; the app's session check is left out, as its cache answers nearly every request),
 * then the same SQL and the same JSON. Configured from the API's own environment.
 */
const config = new AppConfig(validateEnvironment(process.env));
const tokens = new AccessTokenService(new JwtService(), config);
const { extra } = dataSourceOptions(config.databaseUrl) as { extra: { max: number } };
const pool = new Pool({ connectionString: config.databaseUrl, max: extra.max });

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

async function callerOf(request: FastifyRequest): Promise<string> {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  const user = scheme?.toLowerCase() === 'bearer' && token ? await tokens.verify(token) : null;
  if (!user) throw new HttpError(401, 'Sign in required');
  return user.id;
}

/** The EventAccessGuard's check for a route on an event: 404 unless the caller is a member. */
async function memberOf(request: FastifyRequest<{ Params: { eventId: string } }>): Promise<string> {
  const userId = await callerOf(request);
  const { eventId } = request.params;
  if (!isUUID(eventId)) throw new HttpError(404, 'Event not found');
  const { rows } = await pool.query(membershipOfEvent(eventId, userId));
  if (rows.length === 0) throw new HttpError(404, 'Event not found');
  return userId;
}

type EventRequest = FastifyRequest<{ Params: { eventId: string } }>;

const app = Fastify();
app.get('/api/events', async (request) => listEvents(pool, await callerOf(request)));
app.get('/api/events/:eventId/members', async (request: EventRequest) => {
  await memberOf(request);
  return listMembers(pool, request.params.eventId);
});
app.get('/api/events/:eventId/photos', async (request: EventRequest) =>
  listPhotos(pool, request.params.eventId, await memberOf(request)),
);
app.get('/api/events/:eventId/flights', async (request: EventRequest) => {
  await memberOf(request);
  return listFlights(pool, request.params.eventId);
});
app.get('/api/events/:eventId/carpools', async (request: EventRequest) => {
  await memberOf(request);
  return listCarpools(pool, request.params.eventId);
});
app.get('/api/events/:eventId/schedule', async (request: EventRequest) =>
  listSchedule(pool, request.params.eventId, await memberOf(request)),
);

app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
