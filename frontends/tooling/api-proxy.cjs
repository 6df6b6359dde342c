/**
 * /api and /objects passed to the API (@fastify/http-proxy on undici), in a scope of their own: the API's
 * answers keep the API's own headers, and bodies are streamed, never parsed or limited here, since the API
 * applies its own limits (JSON bodies, 10 MB uploads).
 */
const net = require('node:net');
const { finished, PassThrough } = require('node:stream');
const httpProxy = require('@fastify/http-proxy');

const PREFIXES = ['/api', '/objects'];
// They describe the API's connection to this server, not this server's to the browser.
const HOP_BY_HOP = ['connection', 'keep-alive'];
const RESET = new Set(['EPIPE', 'ECONNRESET']);

const ignoreReset = (callback) => (error) => callback(error && RESET.has(error.code) ? null : error);

/**
 * The API answers some requests before reading their body (413 for a body over its limit) and closes the
 * connection. Writing the rest of the body then fails with EPIPE, and undici gives up on the connection
 * before reading the answer that is already waiting in it: the browser got a 502 instead of the 413. A
 * write that fails this way is dropped here, so the answer is read and passed on; a connection that really
 * died still fails, when it is read.
 */
class AnswerFirstSocket extends net.Socket {
  _write(chunk, encoding, callback) {
    super._write(chunk, encoding, ignoreReset(callback));
  }

  _writev(chunks, callback) {
    super._writev(chunks, ignoreReset(callback));
  }
}

/** undici's `connect` hook: its connections to the API are AnswerFirstSockets (undici's 10 s to connect). */
function connectToApi({ hostname, port }, callback) {
  const socket = new AnswerFirstSocket();
  socket.once('error', callback);
  socket.setTimeout(10_000, () => socket.destroy(new Error(`The API at ${hostname}:${port} did not accept in 10 s`)));
  socket.connect({ host: hostname, port: Number(port) }, () => {
    socket.removeListener('error', callback);
    callback(null, socket.setTimeout(0).setNoDelay(true));
  });
}

/**
 * Streams the body to the API through a stream of its own. When the API stops reading (an early answer),
 * undici drops that stream and the rest of the browser's upload is read and discarded: the browser gets
 * the answer on a connection that stays open, instead of a reset that some browsers report in its place.
 * When the browser gives up mid-upload, the API's request ends too instead of waiting for the rest.
 */
function streamBody(_request, payload, done) {
  const body = new PassThrough();
  payload.pipe(body);
  body.once('close', () => {
    payload.unpipe(body);
    payload.resume();
  });
  finished(payload, (error) => error && body.destroy(error));
  done(null, body);
}

/**
 * The browser's headers with its address as this server saw it (a client's own X-Forwarded-For is never
 * passed on), less the expectation this server has met.
 */
function forwardedHeaders(request, headers) {
  const forwarded = {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
  // Node's server has already answered `Expect: 100-continue` (curl sends it for bodies over 1 MB), so the
  // body is on its way; and undici refuses to send any request that carries the header.
  delete forwarded.expect;
  return forwarded;
}

function withoutHopByHop(headers) {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

/**
 * reply-from closes the browser's connection when the API answered before the upload ended; closing while
 * the browser still sends makes its side reset the connection. streamBody reads the rest instead.
 */
function sendAnswer(_request, reply, answer) {
  reply.removeHeader('connection').send(answer.stream);
}

function sendUnreachable(reply) {
  reply.code(502).send({ statusCode: 502, message: 'The API is not answering', error: 'Bad Gateway' });
}

async function apiProxy(scope, { apiUrl }) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', streamBody);
  const http = new URL(apiUrl).protocol === 'http:';
  for (const prefix of PREFIXES) {
    await scope.register(httpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      proxyPayloads: false,
      undici: http ? { connect: connectToApi } : {},
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: withoutHopByHop,
        onResponse: sendAnswer,
        onError: sendUnreachable,
      },
    });
  }
}

module.exports = { apiProxy };
