import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { CompileHintsPlugin } from '../compile-hints-plugin.cjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Builds a page with one lazily loaded chunk, as the apps are built; returns its files by name. */
async function build(fixture: string, plugins: Configuration['plugins']): Promise<Map<string, string>> {
  const output = mkdtempSync(join(fixture, 'dist-'));
  const compiler = webpack({
    mode: 'production',
    context: fixture,
    entry: { main: './entry.js' },
    output: { path: output, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js' },
    plugins,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString()));
      else compiler.close(() => resolve());
    }),
  );
  return new Map(readdirSync(output).map((name) => [name, readFileSync(join(output, name), 'utf8')]));
}

const lazyChunk = (files: Map<string, string>) => [...files].find(([name]) => name !== 'main.js')!;

describe('CompileHintsPlugin (frontends/tooling/compile-hints-plugin.cjs)', () => {
  let fixture: string;
  let plain: Map<string, string>;
  let hinted: Map<string, string>;

  beforeAll(async () => {
    fixture = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(fixture, 'entry.js'), "import('./screen').then(({ render }) => render());\n");
    writeFileSync(join(fixture, 'screen.js'), 'export function render() { return document.title; }\n');
    plain = await build(fixture, []);
    hinted = await build(fixture, [new CompileHintsPlugin({ exclude: [/^main\.js$/] })]);
  }, 60_000);
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('puts the hint first in each script, after minification, and changes nothing else', () => {
    const [, before] = lazyChunk(plain);
    const [, after] = lazyChunk(hinted);
    expect(after.startsWith(HINT)).toBe(true);
    expect(after.slice(HINT.length)).toBe(before);
  });

  it('names a hinted chunk by its content as served, so no cache keeps the unhinted file under its name', () => {
    expect(lazyChunk(hinted)[0]).not.toBe(lazyChunk(plain)[0]);
    // The entry names the chunk it loads by that same hash.
    expect(hinted.get('main.js')).toContain(lazyChunk(hinted)[0].split('.')[1]);
  });

  it('leaves the scripts it is told to leave alone', () => {
    expect(hinted.get('main.js')!.startsWith('//')).toBe(false);
  });
});
