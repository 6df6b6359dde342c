import 'reflect-metadata';
import { join } from 'node:path';
import { migrateDatabase } from './migrate';
import { allAnswering, entryPoint } from './entry-point';
import { type Env, REPO_ROOT, type Runtime, resolveRuntime } from './resolve-runtime';
import { type ChildSpec, type RestartPolicy, Supervisor } from './supervisor';

/** What `npm start` runs once the database is ready: the API, the worker, and the web servers. */
const CHILDREN: ChildSpec[] = [
  { name: 'api', script: join(__dirname, '..', 'main.js') },
  { name: 'worker', script: join(__dirname, '..', 'worker.js') },
  { name: 'web', script: join(REPO_ROOT, 'frontends', 'tooling', 'web-server.cjs') },
];

// A Nest process boots in a few seconds: one that dies within ten has not come up at all, and five such
// deaths in a row (about 15 s of back-off) are a configuration to fix, not a fault to wait out.
const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  resetAfterMs: 30_000,
  minUptimeMs: 10_000,
  maxStartCrashes: 5,
  stopTimeoutMs: 20_000,
};

const log = (line: string) => process.stdout.write(`[launcher] ${line}\n`);

const supervisors: Supervisor[] = [];
let runtimeReady: Promise<Runtime> | undefined;
let stopping: Promise<void> | undefined;

/** START_PROCESSES picks some of the children, e.g. `api,worker` when another server serves the web app. */
export function chooseChildren(env: Env): ChildSpec[] {
  if (env.START_PROCESSES === undefined) return CHILDREN;
  const names = env.START_PROCESSES.split(',').map((name) => name.trim());
  const known = CHILDREN.map((spec) => spec.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `START_PROCESSES must list some of ${known.join(', ')}, comma-separated, not "${env.START_PROCESSES}"`,
    );
  }
  return CHILDREN.filter((spec) => names.includes(spec.name));
}

/** Children first, then the embedded PostgreSQL they use; whatever asks first decides the exit code. */
function shutdown(reason: string, exitCode: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  stopping ??= (async () => {
    log(`stopping: ${reason}`);
    await Promise.all(supervisors.map((supervisor) => supervisor.stop(signal)));
    const runtime = await runtimeReady?.catch(() => undefined);
    await runtime?.stop();
    process.exit(exitCode);
  })();
  return stopping;
}

function supervise(spec: ChildSpec, env: NodeJS.ProcessEnv): Supervisor {
  const supervisor = new Supervisor(spec, {
    cwd: REPO_ROOT,
    env,
    policy: RESTART_POLICY,
    log,
    onGiveUp: (reason) => void shutdown(`${reason}; giving up`, 1),
  });
  supervisor.start();
  return supervisor;
}

async function main(): Promise<void> {
  // The repository's .env is not read here: it describes the docker compose deployment (DATABASE_URL
  // naming the 'postgres' container), not this machine. Variables set in the shell still apply.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(`received ${signal}`, 0, signal === 'SIGHUP' ? 'SIGTERM' : signal));
  }
  process.on('exit', () => supervisors.forEach((supervisor) => supervisor.killNow()));

  const children = chooseChildren(process.env);
  runtimeReady = resolveRuntime();
  const runtime = await runtimeReady;
  log(runtime.summary);
  const applied = await migrateDatabase(runtime.databaseUrl);
  log(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  if (stopping) return;

  const env = { ...process.env, ...runtime.env };
  for (const spec of children) supervisors.push(supervise(spec, env));
  const entry = entryPoint(children, env);
  log(
    `started ${children.map((spec) => spec.name).join(', ')}, each restarted if it crashes` +
      (entry ? `; waiting for ${entry.what} to answer` : ''),
  );
  // npm start passes when it began (START_TIME), so that the time includes its builds.
  const since = Number(process.env.START_TIME) || Date.now();
  if (entry && (await allAnswering(entry.health, () => stopping !== undefined))) {
    log(`${entry.what} answers at ${entry.url} (ready ${Math.round((Date.now() - since) / 1000)} s after start)`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[launcher] ${error instanceof Error ? error.message : String(error)}`);
    void shutdown('start-up failed', 1);
  });
}
