// `npm start`: build the backend and whatever web app is out of date, then hand over to the launcher
// (database, queues, API, worker and the web servers).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const startedAt = Date.now();

// Always run the compiler, not a timestamp check (which misses a checkout or a changed tsconfig): its
// incremental build info (dist/.tsbuildinfo) keeps each file's hash and the options, so it recompiles
// only what changed. About 5 s when nothing did, 10 s from scratch.
console.log('Building the server...');
const build = spawnSync('npm', ['run', 'build', '--workspace', 'backend'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
pruneOrphans(join(root, 'backend', 'dist'), join(root, 'backend', 'src'));
buildStaleWebApps();

// The launcher gets its own process group, so Ctrl-C reaches only this script. The launcher then stops
// the app in order: its processes first, the embedded PostgreSQL they use last.
const launcher = spawn(process.execPath, [join(root, 'backend', 'dist', 'runtime', 'launcher.js')], {
  cwd: root,
  // The launcher says when the app answers, counted from here: builds included.
  env: { ...process.env, START_TIME: String(startedAt) },
  // A background process group must not read the terminal; stdout and stderr still reach it.
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => launcher.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
process.on('exit', () => {
  if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGTERM');
});
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/**
 * A web app is rebuilt when its build is missing or older than its sources, the SDK's or the build
 * tooling's: a production build takes about a minute per app on two cores, so it is skipped when it can be.
 */
function buildStaleWebApps() {
  // The whole tooling folder: a list of its build files would miss the next loader or shared module added.
  const shared = [join(root, 'frontends', 'shared', 'src'), join(root, 'frontends', 'tooling')];
  const stale = ['shell', 'photos', 'travel', 'members', 'settings', 'costs', 'admin'].filter((app) => {
    const folder = join(root, 'frontends', app);
    const marker = join(folder, 'dist', 'mf-manifest.json');
    const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
    return built <= Math.max(...[join(folder, 'src'), ...shared].map(newestIn));
  });
  stale.forEach((app, index) => {
    console.log(`Building the ${app} web app (${index + 1} of ${stale.length}, about 15 s each)...`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', `frontends/${app}`], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  });
}

function newestIn(location) {
  if (statSync(location).isFile()) return statSync(location).mtimeMs;
  return readdirSync(location, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && !entry.parentPath.includes('node_modules') && !/\.test\.tsx?$/.test(entry.name),
    )
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/**
 * Compiled files whose source is gone would still run: migrations are loaded by a glob, so a renamed one
 * would run twice. Deleting only those (rather than all of dist first) leaves running processes alone.
 */
function pruneOrphans(dist, src) {
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const match = /^(.*)\.js(\.map)?$/.exec(entry.name);
    if (!entry.isFile() || !match) continue;
    const source = join(src, relative(dist, entry.parentPath), `${match[1]}.ts`);
    if (!existsSync(source)) rmSync(join(entry.parentPath, entry.name));
  }
}
