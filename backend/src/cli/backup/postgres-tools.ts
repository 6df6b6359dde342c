import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** What the operator must fix before a backup or restore can run; printed without a stack trace. */
export class BackupError extends Error {}

/**
 * The tool from PG_BIN_DIR, else from PATH. The embedded PostgreSQL of `npm start` ships only the server,
 * so without a PostgreSQL client installed there is none to find.
 */
export function findTool(tool: PostgresTool, binDir: string | null, path = process.env.PATH ?? ''): string {
  const folders = binDir ? [binDir] : path.split(delimiter).filter(Boolean);
  for (const folder of folders) {
    const file = join(folder, tool);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  throw new BackupError(
    binDir
      ? `${tool} was not found in PG_BIN_DIR (${binDir}).`
      : `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version ` +
          `(Debian and Ubuntu: apt-get install postgresql-client) or set PG_BIN_DIR to their folder. ` +
          `The embedded PostgreSQL that \`npm start\` runs without a database has no ${tool}.`,
  );
}

/**
 * A connection URL for libpq without its password, and the environment that carries the password: a
 * password on the command line would show in every process list.
 */
export function libpqConnection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL tool; its error output becomes the error's message. */
export function runTool(file: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${file} failed (exit status ${code}): ${errors.trim()}`));
    });
  });
}

/** The tool's major version, from `pg_dump --version` ("pg_dump (PostgreSQL) 15.20 (Debian …)"). */
export async function toolMajorVersion(file: string): Promise<number> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(file, ['--version']);
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new BackupError(`Could not read the version of ${file}: ${output.trim()}`);
  return Number(match[1]);
}

/** The newest migration this build of the app knows (src/database/migrations or dist/database/migrations). */
export function newestKnownMigration(folder = join(__dirname, '..', '..', 'database', 'migrations')): number {
  const timestamps = readdirSync(folder)
    .filter((file) => /^\d+-.+\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => Number(file.split('-')[0]));
  return Math.max(0, ...timestamps);
}
