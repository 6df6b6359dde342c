import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import * as reactRouterDom from 'react-router-dom';

const FRONTENDS = join(__dirname, '..', '..', 'frontends');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedModules, routerExports } = require(join(FRONTENDS, 'tooling', 'shared-modules.cjs'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routerSubset = require(join(FRONTENDS, 'tooling', 'react-router-dom.js'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const antdStyleLoader = require(join(FRONTENDS, 'tooling', 'antd-style-loader.cjs'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const antdIndexLoader = require(join(FRONTENDS, 'tooling', 'antd-index-loader.cjs'));

const antdIndex = readFileSync(require.resolve('antd/es/index.js', { paths: [FRONTENDS] }), 'utf8');
const entryFolders = [...antdIndex.matchAll(/from '\.\/([\w-]+)'/g)].map(([, folder]) => folder!);

type Share = { import?: false; singleton?: boolean; version?: string; requiredVersion?: string | false };
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

  it("keeps the host's own imports of antd off the federation runtime: its re-exports stay relative", () => {
    const host = transform(true);
    expect(host.startsWith(antdIndex)).toBe(true);
    expect(host).toContain("export { default as Button } from './button';");
    expect(host).not.toMatch(/^export .* from 'antd\/es\//m);
  });
});

describe('How the web apps check the versions they share', () => {
  it('lets the host take its singletons unchecked, and a remote check what it finds against its ranges', () => {
    const host: Record<string, Share> = sharedModules(join(FRONTENDS, 'shell'), { host: true });
    expect(Object.values(host).every((share) => share.singleton && share.requiredVersion === false)).toBe(true);
    const remote: Record<string, Share> = sharedModules(join(FRONTENDS, 'photos'), { providesAntd: false });
    expect(remote.react!.requiredVersion).toBe('^19.3.0');
    expect(remote['@gatherly/shared']!.requiredVersion).toMatch(/^\^\d+\.0\.0$/);
    expect(remote['antd/es/button']!.requiredVersion).toMatch(/^\^6\./);
  });
});

describe('How the web apps share React Router', () => {
  it('shares one router, built from the part of React Router the apps use', () => {
    for (const app of ['shell', 'photos']) {
      const share = sharedModules(join(FRONTENDS, app))['react-router-dom'];
      expect(share).toMatchObject({ singleton: true, import: '@gatherly/tooling/react-router-dom' });
      expect(share.version).toBe(
        JSON.parse(readFileSync(require.resolve('react-router-dom/package.json'), 'utf8')).version,
      );
    }
  });

  it("re-exports React Router's own components and hooks under react-router-dom's names", () => {
    expect(routerExports()).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'useNavigate']));
    expect(Object.keys(routerSubset).sort()).toEqual([...routerExports()].sort());
    for (const name of routerExports())
      expect(routerSubset[name]).toBe(reactRouterDom[name as keyof typeof reactRouterDom]);
  });
});

describe("How antd's styles reach the page", () => {
  const strip = (source: string) => antdStyleLoader.call({}, source);

  it("passes every style-hook factory an empty style builder and keeps the component's tokens", () => {
    const source = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genButtonStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      "export default genStyleHooks('Button', (token) => [genButtonStyle(token)], prepareComponentToken, { unitless: {} });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], function (token) { return genButtonStyle(token); }, prepareComponentToken);",
    ].join('\n');
    const stripped = strip(source);
    expect(stripped).toContain("genStyleHooks('Button', () => [], prepareComponentToken, { unitless: {} })");
    expect(stripped).toContain("genSubStyleComponent(['Button', 'compact'], () => [], prepareComponentToken)");
    // Left uncalled for the minifier to drop.
    expect(stripped).toContain('const genButtonStyle = ');
    expect(stripped).not.toContain('genButtonStyle(token)');
  });

  it("leaves a module without style hooks as it is, and strips antd's real style modules to valid code", () => {
    const helpers = 'export const genFocusStyle = (token) => ({ outline: token.lineWidthFocus });';
    expect(strip(helpers)).toBe(helpers);
    const button = readFileSync(require.resolve('antd/es/button/style/index.js', { paths: [FRONTENDS] }), 'utf8');
    const stripped = strip(button);
    expect(stripped).toContain("genStyleHooks('Button', () => [], prepareComponentToken");
    expect(stripped).not.toContain('genSharedButtonStyle(buttonToken)');
    expect(() => parse(stripped, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });
});

describe("How the remotes run on the host's federation runtime", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { federatedApp } = require(join(FRONTENDS, 'tooling', 'webpack.cjs'));
  type Config = {
    plugins: { constructor: { name: string }; _options?: Record<string, unknown> }[];
  };
  const config = (app: string, mode: string, options = {}): Config =>
    federatedApp({ name: app, dir: join(FRONTENDS, app), port: 0, ...options })({}, { mode });
  const federation = (built: Config) =>
    built.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!._options!;

  it("runs a production remote on the host's federation runtime, which the host hands over", () => {
    expect(federation(config('photos', 'production')).experiments).toMatchObject({ externalRuntime: true });
    expect(federation(config('photos', 'development')).experiments).toMatchObject({ externalRuntime: false });
    const host = federation(config('shell', 'production', { host: true }));
    expect(host.experiments).toMatchObject({ externalRuntime: false });
    expect(host.runtimePlugins).toEqual([join(FRONTENDS, 'tooling', 'federation-runtime-provider.mjs')]);
  });
});

describe("How the first paint's shared libraries are chunked", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shell = require(join(FRONTENDS, 'shell', 'webpack.config.cjs'))({}, { mode: 'production' });
  const group = shell.optimization.splitChunks.cacheGroups.firstPaintPackages;
  const libraryModule = (...file: string[]) => ({
    nameForCondition: () => join(FRONTENDS, '..', 'node_modules', ...file),
  });

  it('puts React, ReactDOM with its scheduler and the query library in one chunk, and no other library', () => {
    expect(group).toMatchObject({ name: 'first-paint-packages', chunks: 'async', enforce: true });
    for (const file of [
      ['react', 'jsx-runtime.js'],
      ['react-dom', 'cjs', 'react-dom-client.production.js'],
      ['scheduler', 'cjs', 'scheduler.production.js'],
      ['@tanstack', 'query-core', 'build', 'modern', 'queryObserver.js'],
      ['@tanstack', 'react-query', 'build', 'modern', 'useBaseQuery.js'],
    ])
      expect(group.test(libraryModule(...file))).toBe(true);
    // A package whose name only begins like one of them stays out, as do antd and the router.
    for (const file of [
      ['react-is', 'index.js'],
      ['antd', 'es', 'button', 'index.js'],
      ['react-router', 'dist', 'index.js'],
    ])
      expect(group.test(libraryModule(...file))).toBe(false);
    expect(group.test({ nameForCondition: () => null })).toBe(false);
  });
});
