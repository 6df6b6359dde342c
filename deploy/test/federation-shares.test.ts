import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FRONTENDS = join(__dirname, '..', '..', 'frontends');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules } = require(join(FRONTENDS, 'tooling', 'shared-modules.cjs'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const antdIndexLoader = require(join(FRONTENDS, 'tooling', 'antd-index-loader.cjs'));

const antdIndex = readFileSync(require.resolve('antd/es/index.js', { paths: [FRONTENDS] }), 'utf8');
const entryFolders = [...antdIndex.matchAll(/from '\.\/([\w-]+)'/g)].map(([, folder]) => folder!);

type Share = { import?: false; singleton?: boolean; version?: string };
const antdShares = (shares: Record<string, Share>) =>
  Object.entries(shares).filter(([name]) => name.startsWith('antd'));

const transform = (provideAll: boolean) => antdIndexLoader.call({ getOptions: () => ({ provideAll }) }, antdIndex);

describe('How the web apps share antd', () => {
  it('shares each entry point of antd as a singleton, never antd whole', () => {
    const shares = antdShares(sharedModules(join(FRONTENDS, 'shell')));
    expect(shares.map(([name]) => name).sort()).toEqual([...new Set(entryFolders)].map((f) => `antd/es/${f}`).sort());
    expect(shares.every(([, share]) => share.singleton && share.version && share.import === undefined)).toBe(true);
  });

  it("lets a production remote provide none of antd, so that it renders the host's", () => {
    const shares = antdShares(sharedModules(join(FRONTENDS, 'photos'), { providesAntd: false }));
    expect(shares.length).toBe(new Set(entryFolders).size);
    expect(shares.every(([, share]) => share.import === false)).toBe(true);
  });

  it("sends each of antd's re-exports to its shared entry point by package path", () => {
    const remote = transform(false);
    expect(remote).not.toMatch(/^export .* from '\.\//m);
    expect(remote).toContain("export { default as Button } from 'antd/es/button';");
    expect(remote).not.toContain('import(');
  });

  it('makes the host build and provide every entry point, without loading any', () => {
    const host = transform(true);
    for (const folder of entryFolders) expect(host).toContain(`() => import('antd/es/${folder}')`);
    expect(host).toContain('export const providedEntryPoints = [');
  });
});
