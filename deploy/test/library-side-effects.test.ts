import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type RuleSetRule } from 'webpack';

const FRONTENDS = join(__dirname, '..', '..', 'frontends');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sideEffectFreeLibraries } = require(join(FRONTENDS, 'tooling', 'webpack.cjs'));

/** The library modules a production build of `source` keeps, with `rules` added to the apps' rules. */
async function modulesBuiltFor(source: string, rules: RuleSetRule[]): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'side-effects-'));
  try {
    writeFileSync(join(folder, 'entry.js'), source);
    const compiler = webpack({
      mode: 'production',
      context: FRONTENDS,
      entry: join(folder, 'entry.js'),
      output: { path: join(folder, 'dist') },
      module: { rules },
      optimization: { minimize: false, concatenateModules: false },
      resolve: { modules: [join(FRONTENDS, '..', 'node_modules')] },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    return (stats.toJson({ all: false, modules: true }).modules ?? []).map(({ name }) => name ?? '');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("antd's libraries in a build", () => {
  // What every antd input imports for its form context: one provider of @rc-component/form.
  const formContext = "import { FormProvider } from 'antd/es/form/context';\nconsole.log(FormProvider);\n";
  const formEngine = (modules: string[]) =>
    modules.filter((name) => /@rc-component[\\/](form[\\/]es[\\/]Form\.js|async-validator)/.test(name));

  it('keeps only the modules a component uses, not all an index re-exports', async () => {
    const modules = await modulesBuiltFor(formContext, [sideEffectFreeLibraries]);
    expect(modules.some((name) => name.includes('@rc-component/form/es/FormContext.js'))).toBe(true);
    expect(formEngine(modules)).toEqual([]);
  }, 60_000);

  it('would bring the whole form engine without it, since the packages do not declare themselves free of side effects', async () => {
    const modules = await modulesBuiltFor(formContext, []);
    expect(formEngine(modules).length).toBeGreaterThan(0);
  }, 60_000);
});
