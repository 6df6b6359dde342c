import type { FastifyInstance } from 'fastify';

/** How often, while the API closes, connections that have gone idle since are closed. */
const IDLE_SWEEP_MS = 200;

/**
 * Stopping the API (SIGTERM from the launcher, Docker or a deploy) lets the requests in flight finish and
 * then exits, without waiting on clients. Fastify stops accepting connections, closes the idle ones and
 * answers a request that arrives after that with 503 and `Connection: close`; but a request already
 * running was answered keep-alive, so its client (the web server's proxy, a browser) held the connection
 * open and the process waited out Fastify's keep-alive timeout (72 s), past the launcher's 20 s and
 * Docker's 10 s, which then killed it. Once closing, every answer says `Connection: close`, and a
 * connection that goes idle anyway (its answer was on its way when closing began) is closed shortly after.
 */
export function closeConnectionsOnShutdown(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    const sweep = setInterval(() => fastify.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    fastify.server.once('close', () => clearInterval(sweep));
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
