import { dirname, join } from 'node:path';
import ts from 'typescript';

/** The SDK's entry points: package.json's exports, each with the names it exports and their kinds. */
export type Surface = Record<string, Record<string, string>>;

export const PACKAGE_DIR = join(__dirname, '..');

const KINDS: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Variable, 'const'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.TypeAlias, 'type'],
];

/** Reads what each entry point of the SDK exports, types included, with the TypeScript compiler. */
export function currentSurface(exportsMap: Record<string, string>): Surface {
  const entries = Object.entries(exportsMap).filter(([, file]) => /\.tsx?$/.test(file));
  const files = entries.map(([, file]) => join(PACKAGE_DIR, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    baseUrl: dirname(PACKAGE_DIR),
  });
  const checker = program.getTypeChecker();
  const surface: Surface = {};
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(join(PACKAGE_DIR, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${file}`);
    const names: Record<string, string> = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      names[exported.name] = KINDS.find(([flag]) => target.flags & flag)?.[1] ?? 'other';
      for (const member of objectMembers(checker, target)) names[`${exported.name}.${member}`] = 'member';
    }
    surface[entry] = Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)));
  }
  return surface;
}

/**
 * The keys of a const object literal (queryKeys, toasts): a remote calls them by name, so a key added is a
 * feature of the SDK and a key removed breaks the remotes that use it, like any export.
 */
function objectMembers(checker: ts.TypeChecker, symbol: ts.Symbol): string[] {
  const declaration = symbol.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return [];
  let initializer: ts.Expression = declaration.initializer;
  while (
    ts.isAsExpression(initializer) ||
    ts.isSatisfiesExpression(initializer) ||
    ts.isParenthesizedExpression(initializer)
  )
    initializer = initializer.expression;
  if (!ts.isObjectLiteralExpression(initializer)) return [];
  return checker
    .getTypeOfSymbolAtLocation(symbol, declaration)
    .getProperties()
    .map((property) => property.name);
}

export interface SurfaceChange {
  added: string[];
  removed: string[];
  changed: string[];
}

export function compareSurfaces(before: Surface, after: Surface): SurfaceChange {
  const flatten = (surface: Surface) =>
    new Map(
      Object.entries(surface).flatMap(([entry, names]) =>
        Object.entries(names).map(([name, kind]) => [`${entry} ${name}`, kind] as const),
      ),
    );
  const old = flatten(before);
  const now = flatten(after);
  return {
    added: [...now.keys()].filter((key) => !old.has(key)),
    removed: [...old.keys()].filter((key) => !now.has(key)),
    changed: [...now.keys()].filter((key) => old.has(key) && old.get(key) !== now.get(key)),
  };
}

/** The smallest semver bump a surface change needs: removing or changing a name breaks a remote built before. */
export function requiredBump(change: SurfaceChange): 'major' | 'minor' | null {
  if (change.removed.length > 0 || change.changed.length > 0) return 'major';
  return change.added.length > 0 ? 'minor' : null;
}

/** The bump from one version to another. */
export function bumpBetween(from: string, to: string): 'major' | 'minor' | 'patch' | null {
  const [a, b] = [from, to].map((version) => version.split('.').map(Number)) as [number[], number[]];
  if (b[0]! > a[0]!) return 'major';
  if (b[0] === a[0] && b[1]! > a[1]!) return 'minor';
  if (b[0] === a[0] && b[1] === a[1] && b[2]! > a[2]!) return 'patch';
  return null;
}
