import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const COMMON = join(__dirname, 'common');

/** Every TypeScript file under a folder, tests included. */
const sources = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

describe('module boundaries', () => {
  it('common/ depends on no domain module: domains build on it, never the other way round', () => {
    const offenders = sources(COMMON).filter((file) => /from '(\.\.\/)+modules\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
