#!/usr/bin/env node
/**
 * Copies the web server and the installed packages it runs on, and nothing of the build tools, into a
 * folder: `node frontends/tooling/pack-web-server.cjs <folder>`, from the repository root after `npm ci`.
 * The web apps' image runs the server from there (frontends/Dockerfile).
 */
const { execFileSync } = require('node:child_process');
const { cpSync, mkdirSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_FILES = ['web-server.cjs', 'api-proxy.cjs', 'shell-page.cjs'];
const PACKAGES = ['fastify', '@fastify/static', '@fastify/compress', '@fastify/helmet', '@fastify/http-proxy'];

/** Where npm installed those packages and everything they depend on, as the lockfile resolved them. */
function installedLocations() {
  const names = `:is(${PACKAGES.map((name) => `#${name}`).join(', ')})`;
  const found = JSON.parse(
    execFileSync('npm', ['query', `${names}, ${names} *`], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }),
  );
  return [...new Set(found.map((node) => node.location))];
}

function pack(folder) {
  mkdirSync(folder, { recursive: true });
  for (const file of SERVER_FILES) cpSync(path.join(__dirname, file), path.join(folder, file));
  for (const location of installedLocations()) {
    cpSync(path.join(ROOT, location), path.join(folder, location), { recursive: true });
  }
}

if (!process.argv[2]) throw new Error('Usage: node frontends/tooling/pack-web-server.cjs <folder>');
pack(path.resolve(process.argv[2]));
