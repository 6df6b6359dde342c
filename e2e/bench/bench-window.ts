import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/** How often the browser's CPU time is read while it settles, and how little it may use meanwhile. */
const SETTLE_POLL_MS = 250;
const SETTLED_CPU_SHARE = 0.05;
const SETTLED_POLLS = 4;
const SETTLE_TIMEOUT_MS = 30_000;
/** /proc counts CPU time in clock ticks (USER_HZ), a hundredth of a second on Linux. */
const CLOCK_TICK_MS = 10;

/** A process: its parent, its command's name, and the CPU time it has used (user and system). */
interface ProcessEntry {
  parent: number;
  cpuMs: number;
  command: string;
}

/** Every process on this machine, by id. */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command, in parentheses, may hold spaces: the fields are counted after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      table.set(Number(entry), {
        parent: Number(fields[1]),
        cpuMs: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS,
        command,
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU time used so far by the Chromium processes this process started (the app's servers left out). */
function browserCpuMs(): number {
  const table = processTable();
  const descends = (pid: number): boolean => {
    for (let at = table.get(pid); at; at = table.get(at.parent)) if (at.parent === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, { cpuMs, command }] of table) if (command.startsWith('chrom') && descends(pid)) total += cpuMs;
  return total;
}

/** Waits until the browser has used under 5 % of a core for a second. */
export async function browserSettled(): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quiet = 0;
  let before = browserCpuMs();
  while (quiet < SETTLED_POLLS) {
    if (Date.now() > deadline) throw new Error(`The browser did not settle within ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const now = browserCpuMs();
    quiet = now - before <= SETTLE_POLL_MS * SETTLED_CPU_SHARE ? quiet + 1 : 0;
    before = now;
  }
}

/**
 * A browser window for the pages a benchmark times, as a person's browser is already open when they open
 * a page: its first tab stays open until the context closes, and the window has settled. A context whose
 * last tab closed opens a new window with its next page, and a new window is work of the browser's own
 * (Chromium 156 built its address bar's popups there, over a second of CPU, until launchBrowser turned
 * them off): on two cores, that work ran beside every page the paint benchmark timed (README, issue 20's
 * twenty-seventh changes).
 */
export async function openBenchWindow(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.newPage();
  await browserSettled();
  return context;
}
