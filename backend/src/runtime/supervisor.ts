import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildSpec {
  name: string;
  /** A Node.js script, run with the launcher's own Node.js. */
  script: string;
}

/** When a crashed child is started again, and when to stop trying (pm2's min_uptime and max_restarts). */
export interface RestartPolicy {
  /** The back-off after a first crash; it doubles with every further crash up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A child that ran at least this long before crashing starts again after firstDelayMs. */
  resetAfterMs: number;
  /** A child that exits sooner than this after starting has crashed at start... */
  minUptimeMs: number;
  /** ...and after this many such crashes in a row it is given up on: it would only keep crashing. */
  maxStartCrashes: number;
  /** How long a child may take to stop when asked before it is killed. */
  stopTimeoutMs: number;
}

export interface CrashHistory {
  /** Crashes at start in a row, the last one included. */
  startCrashes: number;
  /** The back-off before the next start; 0 while the child has not crashed. */
  delayMs: number;
}

export const NO_CRASHES: CrashHistory = { startCrashes: 0, delayMs: 0 };

/** The history after one more crash, of a child that had been running for uptimeMs. */
export function afterCrash(history: CrashHistory, uptimeMs: number, policy: RestartPolicy): CrashHistory {
  const fresh = history.delayMs === 0 || uptimeMs >= policy.resetAfterMs;
  return {
    startCrashes: uptimeMs < policy.minUptimeMs ? history.startCrashes + 1 : 0,
    delayMs: fresh ? policy.firstDelayMs : Math.min(history.delayMs * 2, policy.maxDelayMs),
  };
}

export interface SupervisorOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  policy: RestartPolicy;
  log: (line: string) => void;
  /** Called once the child keeps crashing at start; the supervisor then leaves it stopped. */
  onGiveUp: (reason: string) => void;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `code ${code}`;
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Keeps one child process running: restarts it with back-off whenever it exits without being asked to. */
export class Supervisor {
  private child?: ChildProcess;
  private startedAt = 0;
  private history = NO_CRASHES;
  private restartTimer?: NodeJS.Timeout;
  private stopping = false;

  constructor(
    private readonly spec: ChildSpec,
    private readonly options: SupervisorOptions,
  ) {}

  start(): void {
    // Its own process group, so Ctrl-C in a terminal reaches only the launcher, which signals each child
    // once: a second SIGINT kills a Nest process in the middle of its graceful shutdown.
    const child = spawn(process.execPath, [this.spec.script], {
      cwd: this.options.cwd,
      env: this.options.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    this.child = child;
    this.startedAt = Date.now();
    child.once('spawn', () => this.options.log(`${this.spec.name} started (pid ${child.pid})`));
    child.once('exit', (code, signal) => this.onEnd(child, describeExit(code, signal)));
    // Without a pid the child never ran, and no 'exit' may follow; other errors are failed signals.
    child.once('error', (error) => {
      if (child.pid === undefined) this.onEnd(child, error.message);
    });
  }

  /** Signals the child once, kills it after the stop timeout, and starts it no more. */
  stop(signal: NodeJS.Signals): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), this.options.policy.stopTimeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill(signal);
    });
  }

  /** The last resort when the launcher itself dies: no child may outlive it and keep its port. */
  killNow(): void {
    this.child?.kill('SIGKILL');
  }

  private onEnd(child: ChildProcess, how: string): void {
    if (child !== this.child) return;
    this.child = undefined;
    if (!this.stopping) this.recover(how, Date.now() - this.startedAt);
  }

  private recover(how: string, uptimeMs: number): void {
    const { name } = this.spec;
    const { policy } = this.options;
    this.history = afterCrash(this.history, uptimeMs, policy);
    if (this.history.startCrashes >= policy.maxStartCrashes) {
      this.options.onGiveUp(
        `${name} keeps crashing at start: ${this.history.startCrashes} times in a row within ` +
          `${seconds(policy.minUptimeMs)} of starting, the last with ${how}`,
      );
      return;
    }
    this.options.log(
      `${name} exited (${how}) after ${seconds(uptimeMs)}; restarting it in ${seconds(this.history.delayMs)}`,
    );
    this.restartTimer = setTimeout(() => this.start(), this.history.delayMs);
  }
}
