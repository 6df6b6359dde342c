import ts from 'typescript';

// The shell's code runs in browsers, so its types have no Node; the file system comes through ts.sys.
declare const __dirname: string;
const SRC = __dirname;

/** The shell's modules: every TypeScript file under src/ but the tests. */
function modules(): string[] {
  return ts.sys.readDirectory(SRC, ['.ts', '.tsx']).filter((file) => !/\.test\.tsx?$/.test(file));
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = new URL(specifier, `file://${from}`).pathname;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && ts.sys.fileExists(candidate)) ?? null;
}

/** What a module loads at run time from the shell's own files: static and dynamic imports, re-exports; no types. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((target): target is string => target !== null);
}

/** Every import cycle, each as the path of files that closes it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) walk(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) walk(file);
  return found;
}

describe("The shell's modules", () => {
  it('import one another without a cycle, counting lazy imports', () => {
    const graph = new Map(modules().map((file) => [file, runtimeImports(file)]));
    expect(graph.size).toBeGreaterThan(20);
    expect([...graph.values()].flat()).toContain(`${SRC}/toast-host.tsx`);
    const found = cycles(graph).map((cycle) => cycle.map((file) => file.slice(SRC.length + 1)).join(' -> '));
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
