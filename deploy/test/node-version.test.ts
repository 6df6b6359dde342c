import semver from 'semver';
import { read } from './support/repository';

interface LockedPackage {
  engines?: { node?: string };
  os?: string[];
}

/** The oldest Node.js of each line the repository accepts: `^22.13.0 || >=24.11.0` gives 22.13.0 and 24.11.0. */
function oldestAccepted(range: string): string[] {
  return range.split('||').map((part) => semver.minVersion(part.trim())!.version);
}

describe('The Node.js version the README names', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const oldest = oldestAccepted(engines);

  it('is the one package.json requires, in both lines', () => {
    expect(oldest).toEqual(['22.13.0', '24.11.0']);
    expect(read('README.md')).toContain('Node.js 22.13 or newer, or 24.11 or newer');
  });

  it('installs every locked package without an engine warning (on Linux, where it runs)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
    const refusals = Object.entries(lock.packages).flatMap(([name, locked]) => {
      const range = locked.engines?.node;
      if (!range || (locked.os && !locked.os.includes('linux'))) return [];
      return oldest
        .filter((version) => !semver.satisfies(version, range))
        .map((version) => `${name} ${range} (${version})`);
    });
    expect(refusals).toEqual([]);
  });

  it("is what the images run: the Dockerfiles' Node.js line is one package.json accepts", () => {
    for (const dockerfile of ['backend/Dockerfile', 'frontends/Dockerfile']) {
      for (const [, major] of read(dockerfile).matchAll(/^FROM node:(\d+)-/gm)) {
        expect(oldest.some((version) => semver.major(version) === Number(major))).toBe(true);
      }
    }
  });
});
