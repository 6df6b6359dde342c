import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { BACKEND, forkTypeScript, TYPESCRIPT } from '../typescript-process';

/**
 * Node flags that write each server's CPU profile (open it in Chrome DevTools) into `directory` when the
 * server stops; none without a directory.
 */
export function profilingArgs(directory: string | undefined): string[] {
  return directory ? ['--cpu-prof', `--cpu-prof-dir=${directory}`, '-r', './bench/api/exit-on-sigterm.js'] : [];
}

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id, to read its memory from /proc. */
  pid: number;
  stop: () => Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API did not answer within ${timeoutMs} ms`);
}

/**
 * The real API (src/main.ts) in a process of its own, so the load generator does not share its event
 * loop. Its request log goes nowhere, as fast as a log shipper that keeps up.
 */
export async function startApiProcess(environment: Record<string, string>, nodeArgs: string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...TYPESCRIPT, 'src/main.ts'], {
    cwd: BACKEND,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${environment.API_PORT}`;
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop: stopper(child) };
}

/** The bare Fastify + pg server in a process of its own, configured from the API's environment. */
export function startBareProcess(environment: Record<string, string>, nodeArgs: string[]): Promise<ServerProcess> {
  const child = forkTypeScript(join(__dirname, '..', 'bare', 'bare-api.process.ts'), {
    execArgv: nodeArgs,
    env: { ...process.env, ...environment },
    stdout: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timeout);
      child.kill('SIGTERM');
      reject(error);
    };
    const timeout = setTimeout(() => fail(new Error('The bare server did not start within 60 s')), 60_000);
    const exited = (code: number | null) => fail(new Error(`The bare server exited with code ${code} while starting`));
    child.once('exit', exited);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timeout);
      child.off('exit', exited);
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, pid: child.pid!, stop: stopper(child) });
    });
  });
}
