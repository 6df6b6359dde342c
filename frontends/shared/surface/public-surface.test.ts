import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bumpBetween,
  compareSurfaces,
  currentSurface,
  PACKAGE_DIR,
  requiredBump,
  type Surface,
} from './public-surface';

const RECORD = join(PACKAGE_DIR, 'public-surface.json');
const packageJson = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};
const recorded = JSON.parse(readFileSync(RECORD, 'utf8')) as { version: string; surface: Surface };

describe("The SDK's versioned public surface", () => {
  it('matches the surface recorded for its version; a change needs the semver bump it implies', () => {
    const surface = currentSurface(packageJson.exports);
    const change = compareSurfaces(recorded.surface, surface);
    const needed = requiredBump(change);
    if (needed === null) {
      expect(recorded.version).toBe(packageJson.version);
      return;
    }
    const bump = bumpBetween(recorded.version, packageJson.version);
    const enough = bump === 'major' || (bump === 'minor' && needed === 'minor');
    if (process.env.UPDATE_PUBLIC_SURFACE && enough) {
      writeFileSync(RECORD, JSON.stringify({ version: packageJson.version, surface }, null, 2) + '\n');
      return;
    }
    throw new Error(
      [
        `The SDK's public surface changed since ${recorded.version}:`,
        ...change.added.map((name) => `  added ${name}`),
        ...change.removed.map((name) => `  removed ${name}`),
        ...change.changed.map((name) => `  changed kind of ${name}`),
        `That needs a ${needed} version bump (package.json has ${packageJson.version}); then record it with`,
        '  UPDATE_PUBLIC_SURFACE=1 npm test --workspace @gatherly/shared -- surface',
      ].join('\n'),
    );
  });

  it('tells which bump a change needs', () => {
    expect(requiredBump({ added: ['. a'], removed: [], changed: [] })).toBe('minor');
    expect(requiredBump({ added: [], removed: ['. a'], changed: [] })).toBe('major');
    expect(requiredBump({ added: [], removed: [], changed: ['. a'] })).toBe('major');
    expect(bumpBetween('1.0.0', '1.1.0')).toBe('minor');
    expect(bumpBetween('1.4.2', '2.0.0')).toBe('major');
    expect(bumpBetween('1.1.0', '1.1.1')).toBe('patch');
    expect(bumpBetween('1.1.0', '1.0.9')).toBeNull();
  });
});
