import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** The backend's folder: the processes run from it, as `npm run bench` does. */
export const BACKEND = join(__dirname, '..');
/** Node flags that let a process run the backend's TypeScript as it is. */
export const TYPESCRIPT = ['-r', './test/support/register-ts.js'];

interface ForkOptions {
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  /** Its standard output; its errors always reach this process's. */
  stdout?: 'inherit' | 'ignore';
}

/**
 * A TypeScript module of the backend (a path from the backend's folder, or absolute) in a process of its
 * own, with an IPC channel to this one.
 */
export function forkTypeScript(
  modulePath: string,
  { execArgv = [], env = process.env, stdout = 'inherit' }: ForkOptions = {},
): ChildProcess {
  return fork(modulePath, [], {
    cwd: BACKEND,
    execArgv: [...execArgv, ...TYPESCRIPT],
    env,
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
}
