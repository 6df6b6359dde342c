const { Parser } = require('acorn');

/** antd's factories of a component's style hook; their second argument builds the component's CSS. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/** Every call node under `node`, depth first. */
function* calls(node) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression') yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) yield* calls(child);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* calls(value);
  }
}

/**
 * Measured to pay: without it every page loads more JavaScript (docs/performance.md).
 * The app renders antd with a zero-runtime theme (EventThemeProvider in the SDK): its component styles come
 * from antd's static stylesheet, and a style hook returns before it would run the function that builds its
 * component's CSS in JavaScript. That function, and the style helpers only it calls, are still most of each
 * `style/` module: about a fifth of antd's code in the page. This loader passes each style-hook factory
 * an empty style function instead, so the minifier drops the builders; the hooks keep their component
 * tokens (CSS variables) and class names, which the static stylesheet reads.
 */
module.exports = function antdStyleLoader(source) {
  if (![...STYLE_HOOK_FACTORIES].some((name) => source.includes(`${name}(`))) return source;
  const program = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const builders = [...calls(program)]
    .filter(({ callee, arguments: args }) => STYLE_HOOK_FACTORIES.has(callee.name) && args.length > 1)
    .map(({ arguments: args }) => args[1])
    .filter(
      (builder, _, all) =>
        !all.some((outer) => outer !== builder && outer.start <= builder.start && builder.end <= outer.end),
    );
  let stripped = source;
  // From the end of the file, so that the offsets of the builders before each one still hold.
  for (const { start, end } of builders.sort((a, b) => b.start - a.start))
    stripped = `${stripped.slice(0, start)}() => []${stripped.slice(end)}`;
  return stripped;
};
