import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { migrateDatabase } from './migrate';
import { REPO_ROOT, type Runtime, resolveRuntime } from './resolve-runtime';

interface ChildSpec {
  name: string;
  script: string;
}

/** What `npm start` runs once the database is ready: the API, the worker, and the web servers. */
const CHILDREN: ChildSpec[] = [
  { name: 'api', script: join(__dirname, '..', 'main.js') },
  { name: 'worker', script: join(__dirname, '..', 'worker.js') },
  { name: 'web', script: join(REPO_ROOT, 'frontends', 'tooling', 'web-server.cjs') },
];

const STOP_TIMEOUT_MS = 20_000;

const log = (line: string) => process.stdout.write(`[launcher] ${line}\n`);

const running: ChildProcess[] = [];
let runtimeReady: Promise<Runtime> | undefined;
let stopping: Promise<void> | undefined;

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function startChild(spec: ChildSpec, env: NodeJS.ProcessEnv): ChildProcess {
  // Each child gets its own process group, so Ctrl-C in a terminal reaches only the launcher, which
  // signals each child once: a second SIGINT kills a Nest process in the middle of its graceful shutdown.
  const child = spawn(process.execPath, [spec.script], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.once('exit', (code, signal) => {
    void shutdown(`${spec.name} exited (${signal ?? `code ${code}`})`, code || 1);
  });
  return child;
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Children first, then the embedded PostgreSQL they use; whatever asks first decides the exit code. */
function shutdown(reason: string, exitCode: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  stopping ??= (async () => {
    log(`stopping: ${reason}`);
    await Promise.all(running.map((child) => stopChild(child, signal)));
    const runtime = await runtimeReady?.catch(() => undefined);
    await runtime?.stop();
    process.exit(exitCode);
  })();
  return stopping;
}

async function main(): Promise<void> {
  // The repository's .env is not read here: it describes the docker compose deployment (DATABASE_URL
  // naming the 'postgres' container), not this machine. Variables set in the shell still apply.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(`received ${signal}`, 0, signal === 'SIGHUP' ? 'SIGTERM' : signal));
  }
  // Last resort when the launcher dies of an error: no child may outlive it and keep its port.
  process.on('exit', () => running.filter((child) => !hasExited(child)).forEach((child) => child.kill('SIGKILL')));

  runtimeReady = resolveRuntime();
  const runtime = await runtimeReady;
  log(runtime.summary);
  const applied = await migrateDatabase(runtime.databaseUrl);
  log(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  if (stopping) return;

  const env = { ...process.env, ...runtime.env };
  for (const spec of CHILDREN) running.push(startChild(spec, env));
  log(
    `started ${CHILDREN.map((spec) => spec.name).join(', ')}; the app is at http://localhost:${env.WEB_PORT || 8080}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[launcher] ${error instanceof Error ? error.message : String(error)}`);
    void shutdown('start-up failed', 1);
  });
}
