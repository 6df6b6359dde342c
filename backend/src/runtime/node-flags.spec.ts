import { execFileSync } from 'node:child_process';
import { API_NODE_FLAGS } from './node-flags';

/**
 * A burst, then steady load, in a process of its own: first, what one allocation site makes (a row with
 * a string and a date, as the database driver's rows) lives on through young collections; then each one
 * is garbage at once. Prints how much old space grew during the steady part, in MB.
 */
const BURST_THEN_STEADY = `
  const v8 = require('node:v8');
  const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_used_size;
  function row(i) { return { id: i, name: 'n' + i, at: new Date(i) }; }
  function burst(count, kept) { for (let i = 0; i < count; i++) kept.push(row(i)); }
  function steady(count) { let last; for (let i = 0; i < count; i++) last = row(i); return last; }
  for (let round = 0; round < 5; round++) burst(600000, []);
  gc();
  const before = oldSpace();
  for (let round = 0; round < 40; round++) steady(50000);
  console.log((oldSpace() - before) / 1e6);
`;

function oldSpaceGrowthMb(flags: readonly string[]): number {
  return Number(
    execFileSync(process.execPath, [...flags, '--expose-gc', '-e', BURST_THEN_STEADY], { encoding: 'utf8' }),
  );
}

describe("The API's Node.js flags", () => {
  it('leave V8 deciding, after a burst, to allocate short-lived rows straight into old space', () => {
    // The scenario holds on this Node.js: without the flag, two million short-lived rows fill old space.
    const withoutTheFlag = API_NODE_FLAGS.filter((flag) => flag !== '--no-allocation-site-pretenuring');
    expect(oldSpaceGrowthMb(withoutTheFlag)).toBeGreaterThan(100);
  });

  it('keep short-lived rows young after a burst, so that scavenges free them', () => {
    expect(oldSpaceGrowthMb(API_NODE_FLAGS)).toBeLessThan(10);
  });
});
