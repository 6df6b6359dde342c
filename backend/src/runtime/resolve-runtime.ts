import { isAbsolute, resolve } from 'node:path';
import { ensureDatabase } from '../database/ensure-database';
import {
  EMBEDDED_POSTGRES_PORT,
  embeddedDatabaseUrl,
  embeddedPaths,
  readEmbeddedPassword,
  startEmbeddedPostgres,
} from './embedded-postgres';
import { maskUrl } from './mask-url';
import { type Address, isListening } from './probe';

/** src/runtime and dist/runtime both sit three levels below the repository root. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export const LOCAL_POSTGRES: Address = { host: '127.0.0.1', port: 5432 };
export const LOCAL_REDIS: Address = { host: '127.0.0.1', port: 6379 };

export type Env = Record<string, string | undefined>;

export type DatabaseChoice =
  { kind: 'configured' | 'local'; url: string; reason: string } | { kind: 'embedded'; reason: string };

export type QueueChoice = { backend: 'redis'; url: string; reason: string } | { backend: 'postgres'; reason: string };

const localDatabaseUrl = ({ host, port }: Address) => `postgres://postgres@${host}:${port}/gatherly`;
const localRedisUrl = ({ host, port }: Address) => `redis://${host}:${port}`;
const at = ({ host, port }: Address) => `${host}:${port}`;

/** Configuration wins; then a PostgreSQL answering locally; then the embedded one. */
export function chooseDatabase(env: Env, local: Address, localAnswers: boolean): DatabaseChoice {
  if (env.DATABASE_URL) return { kind: 'configured', url: env.DATABASE_URL, reason: 'DATABASE_URL is set' };
  if (localAnswers)
    return { kind: 'local', url: localDatabaseUrl(local), reason: `PostgreSQL answers on ${at(local)}` };
  return { kind: 'embedded', reason: `nothing answers on ${at(local)}` };
}

/** Configuration wins; then a Redis answering locally; otherwise BullMQ keeps the same queues in PostgreSQL. */
export function chooseQueue(env: Env, local: Address, localAnswers: boolean): QueueChoice {
  if (env.QUEUE_BACKEND === 'postgres') return { backend: 'postgres', reason: 'QUEUE_BACKEND=postgres is set' };
  if (env.REDIS_URL) return { backend: 'redis', url: env.REDIS_URL, reason: 'REDIS_URL is set' };
  if (env.QUEUE_BACKEND === 'redis') {
    return { backend: 'redis', url: localRedisUrl(local), reason: 'QUEUE_BACKEND=redis is set' };
  }
  if (localAnswers) return { backend: 'redis', url: localRedisUrl(local), reason: `Redis answers on ${at(local)}` };
  return { backend: 'postgres', reason: `nothing answers on ${at(local)}` };
}

/** Relative to the repository root, whichever directory a command runs from; AppConfig gets it absolute. */
export function resolveDataDir(env: Env): string {
  const dataDir = env.DATA_DIR || '.data';
  return isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir);
}

export function embeddedPort(env: Env): number {
  if (!env.EMBEDDED_POSTGRES_PORT) return EMBEDDED_POSTGRES_PORT;
  const port = Number(env.EMBEDDED_POSTGRES_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`EMBEDDED_POSTGRES_PORT must be a port number, not ${env.EMBEDDED_POSTGRES_PORT}`);
  }
  return port;
}

export interface RuntimeOptions {
  env?: Env;
  /** Where a local PostgreSQL or Redis would answer; tests point these at closed ports. */
  postgresProbe?: Address;
  redisProbe?: Address;
  /** Port of the embedded PostgreSQL; default EMBEDDED_POSTGRES_PORT from env, else 54329. */
  embeddedPort?: number;
}

export interface Runtime {
  databaseUrl: string;
  queueBackend: 'redis' | 'postgres';
  redisUrl?: string;
  dataDir: string;
  /** One line for the log: what was chosen and why, without credentials. */
  summary: string;
  /** What the API and worker need in their environment to make the same choice. */
  env: Record<string, string>;
  /** Stops what resolveRuntime started (the embedded PostgreSQL); safe to call more than once. */
  stop(): Promise<void>;
}

/** Decides, once per `npm start`, which database and queue backend every process of the app uses. */
export async function resolveRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const env = options.env ?? process.env;
  const postgresProbe = options.postgresProbe ?? LOCAL_POSTGRES;
  const redisProbe = options.redisProbe ?? LOCAL_REDIS;
  const dataDir = resolveDataDir(env);
  const [postgresAnswers, redisAnswers] = await Promise.all([
    env.DATABASE_URL ? false : isListening(postgresProbe),
    env.REDIS_URL || env.QUEUE_BACKEND ? false : isListening(redisProbe),
  ]);
  const database = chooseDatabase(env, postgresProbe, postgresAnswers);
  const queue = chooseQueue(env, redisProbe, redisAnswers);

  let databaseUrl: string;
  let databaseReason = database.reason;
  let stop: () => Promise<void> = async () => undefined;
  if (database.kind === 'embedded') {
    const port = options.embeddedPort ?? embeddedPort(env);
    const embedded = await startEmbeddedPostgres({ dataDir, port });
    databaseUrl = embedded.url;
    databaseReason = `embedded PostgreSQL, since ${database.reason}; data in ${embeddedPaths(dataDir).cluster}`;
    let stopped: Promise<void> | undefined;
    stop = () => (stopped ??= embedded.stop());
  } else {
    databaseUrl = database.url;
  }

  try {
    // A configured database is the operator's to create; the local and embedded ones are ours.
    if (database.kind !== 'configured') await ensureDatabase(databaseUrl);
  } catch (error) {
    await stop();
    throw error;
  }

  const queueText =
    queue.backend === 'redis'
      ? `queues on Redis ${maskUrl(queue.url)} (${queue.reason})`
      : `queues on PostgreSQL (${queue.reason})`;
  return {
    databaseUrl,
    queueBackend: queue.backend,
    redisUrl: queue.backend === 'redis' ? queue.url : undefined,
    dataDir,
    summary: `database ${maskUrl(databaseUrl)} (${databaseReason}); ${queueText}`,
    env: {
      DATABASE_URL: databaseUrl,
      QUEUE_BACKEND: queue.backend,
      DATA_DIR: dataDir,
      ...(queue.backend === 'redis' ? { REDIS_URL: queue.url } : {}),
    },
    stop,
  };
}

/**
 * The database a one-off command (the operator CLI) should use, started by nobody: the configured one,
 * the local server, or the embedded one while `npm start` runs it.
 */
export async function findRunningDatabase(env: Env = process.env): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  if (await isListening(LOCAL_POSTGRES)) return localDatabaseUrl(LOCAL_POSTGRES);
  const port = embeddedPort(env);
  const password = readEmbeddedPassword(resolveDataDir(env));
  if (password && (await isListening({ host: '127.0.0.1', port }))) return embeddedDatabaseUrl(password, port);
  throw new Error(
    `No database answers: set DATABASE_URL, start PostgreSQL on ${at(LOCAL_POSTGRES)}, or keep \`npm start\` running`,
  );
}
