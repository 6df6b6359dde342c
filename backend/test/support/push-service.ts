import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A device (browser) subscribed to the test push service: its subscription as the browser would send it. */
export interface PushDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push the service took, decrypted with the device's keys. */
export interface ReceivedPush {
  deviceId: string;
  /** The payload as the service worker would read it. */
  payload: Record<string, unknown>;
  /** The VAPID public key the request was signed with (k=). */
  vapidKey: string;
  /** The VAPID token's claims. */
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | undefined;
}

interface DeviceState extends PushDevice {
  ecdh: ECDH;
  /** Answers to give, one per push, before taking pushes again. */
  answers: number[];
  /** The answer to give every push, once `answers` are used up; null: take it. */
  always: number | null;
}

/**
 * A Web Push service on 127.0.0.1 speaking the real protocol: it accepts POSTs at /push/<id>, checks the
 * VAPID authorization (`vapid t=<ES256 JWT>, k=<public key>`: signature, audience and expiry, RFC 8292),
 * decrypts the aes128gcm body with the device's private key and auth secret (RFC 8291), and records it.
 * It can be told to answer a device with errors (404, 410, 500) instead.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** Every POST per device, answered or refused, in order: the statuses given. */
  readonly attempts: { deviceId: string; status: number }[] = [];
  /** Requests refused because they broke the protocol; a test expects none. */
  readonly violations: string[] = [];
  private readonly devices = new Map<string, DeviceState>();
  private server?: Server;
  private port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      void this.take(request).then(
        (status) => response.writeHead(status).end(),
        (error: Error) => {
          this.violations.push(error.message);
          response.writeHead(400).end(error.message);
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A new device: a P-256 key pair and a 16-byte auth secret, as a browser makes them. */
  device(): PushDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomUUID();
    const device: DeviceState = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
      answers: [],
      always: null,
    };
    this.devices.set(id, device);
    return { id, endpoint: device.endpoint, keys: device.keys };
  }

  /** The device's next `times` pushes (without `times`: all of them) get this answer instead of being taken. */
  answer(device: PushDevice, status: number, times?: number): void {
    const state = this.devices.get(device.id)!;
    if (times === undefined) state.always = status;
    else state.answers.push(...Array.from({ length: times }, () => status));
  }

  pushesTo(device: PushDevice): ReceivedPush[] {
    return this.received.filter((push) => push.deviceId === device.id);
  }

  attemptsAt(device: PushDevice): number[] {
    return this.attempts.filter((attempt) => attempt.deviceId === device.id).map((attempt) => attempt.status);
  }

  /** Waits until the device has `count` pushes (or attempts, with `attempts`). */
  async waitFor(device: PushDevice, count: number, { attempts = false, timeoutMs = 20_000 } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((attempts ? this.attemptsAt(device) : this.pushesTo(device)).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Device ${device.id} got ${this.pushesTo(device).length} push(es), not ${count}`);
  }

  private async take(request: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const id = /^\/push\/([0-9a-f-]{36})$/.exec(request.url ?? '')?.[1];
    const device = id ? this.devices.get(id) : undefined;
    if (request.method !== 'POST' || !device) {
      this.violations.push(`${request.method} ${request.url}: no such subscription`);
      return 404;
    }
    const forced = device.answers.shift() ?? device.always;
    if (forced !== null) {
      this.attempts.push({ deviceId: device.id, status: forced });
      return forced;
    }
    const { claims, vapidKey } = this.checkVapid(request.headers.authorization);
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding must be aes128gcm');
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL must be a whole number of seconds');
    const plain = decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth });
    const urgency = request.headers.urgency;
    this.received.push({
      deviceId: device.id,
      payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
      vapidKey,
      claims,
      ttl,
      urgency: Array.isArray(urgency) ? urgency[0] : urgency,
    });
    this.attempts.push({ deviceId: device.id, status: 201 });
    return 201;
  }

  /** RFC 8292: an ES256 JWT signed by the key given beside it, for this service, not expired. */
  private checkVapid(authorization: string | undefined): { claims: ReceivedPush['claims']; vapidKey: string } {
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
    if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization}`);
    const [, header, payload, signature, vapidKey] = match as unknown as [string, string, string, string, string];
    const point = Buffer.from(vapidKey, 'base64url');
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Error('The VAPID token is not signed by k');
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg: string };
    if (alg !== 'ES256') throw new Error(`The VAPID token is signed with ${alg}, not ES256`);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReceivedPush['claims'];
    if (claims.aud !== this.origin) throw new Error(`The VAPID token is for ${claims.aud}, not ${this.origin}`);
    const now = Date.now() / 1000;
    if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('The VAPID token is expired or too long');
    if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`The VAPID subject is ${claims.sub}`);
    return { claims, vapidKey };
  }
}
