const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');

/**
 * antd's static stylesheet (antd/dist/antd.css, for its zero-runtime theme), cut by component. Whole, it
 * is about 1 MB that the browser parses on the main thread before the first screen that renders antd
 * (one task of 146-166 ms at 4x CPU on the event dashboard), while that screen's components need about a
 * third of it. Each component module brings its own rules instead (antd-stylesheet-loader.cjs), as antd's
 * runtime styles would: they are written into the page when a component first renders, in whatever order
 * the screens render them, so antd's rules do not depend on the order of components' blocks.
 *
 * antd writes the file component by component. A rule belongs to the component whose class (ant-<prefix>,
 * the longest prefix a module of antd names) comes first in its selector. A rule naming no component
 * class but some antd class (ant-zoom-big-enter: the motions each component writes with its own rules)
 * belongs to the component whose block it is in. The rest is shared by all: keyframes (antd writes each
 * once, where the first component that animates with it is), the icon and link rules, the theme's scopes.
 */

const ANTD_CLASS = /\.ant-([a-z0-9-]+)/g;
const NAMES_ANTD_CLASS = /\.ant-[a-z0-9]/;
/** A theme's scope (css-var-<key>): its rules belong to the class that follows it. */
const THEME_SCOPE = /\.css-var-[\w-]+/g;
const NESTED_RULES = new Set(['media', 'supports', 'container', 'layer']);

/** The selectors of a top-level node: a rule's own, or those of the rules inside an at-rule. */
function selectorsOf(node) {
  if (node.type === 'rule') return node.selector;
  if (node.type === 'atrule' && NESTED_RULES.has(node.name)) {
    const selectors = [];
    node.walkRules((rule) => {
      selectors.push(rule.selector);
    });
    return selectors.join(',');
  }
  return '';
}

/** The component prefix a selector names first (the longest of `prefixes` its first antd class starts with). */
function componentOf(selector, prefixes) {
  for (const [, name] of selector.replace(THEME_SCOPE, '').matchAll(ANTD_CLASS)) {
    const parts = name.split('-');
    for (let length = parts.length; length > 0; length -= 1) {
      const prefix = parts.slice(0, length).join('-');
      if (prefixes.has(prefix)) return prefix;
    }
  }
  return undefined;
}

/**
 * `css` cut into what every page needs (`shared`) and each component's rules (`components`, by prefix),
 * each in the stylesheet's order. Every rule is in exactly one piece.
 */
function splitAntdStylesheet(css, prefixes) {
  const shared = [];
  const components = new Map();
  let block;
  for (const node of postcss.parse(css).nodes) {
    const selectors = selectorsOf(node);
    const component = componentOf(selectors, prefixes);
    if (component) block = component;
    const owner = component ?? (NAMES_ANTD_CLASS.test(selectors) ? block : undefined);
    const text = node.toString();
    if (owner === undefined) shared.push(text);
    else if (components.has(owner)) components.get(owner).push(text);
    else components.set(owner, [text]);
  }
  return {
    shared: shared.join(''),
    components: new Map([...components].map(([prefix, texts]) => [prefix, texts.join('')])),
  };
}

/**
 * The prefixes a module of antd gives its components' classes: the names it asks the config provider's
 * getPrefixCls for, and those it declares as a constant (float-button's floatButtonPrefixCls).
 */
const PREFIX_NAMES = /getPrefixCls\(\s*'([a-z][a-z0-9-]*)'|PrefixCls = '([a-z][a-z0-9-]*)'/g;
/** The config provider's defaults: the root of every prefix ('ant') and the icons' class, no component's. */
const NOT_COMPONENTS = new Set(['ant', 'anticon']);
function prefixesNamedIn(source) {
  const named = [...source.matchAll(PREFIX_NAMES)].map(([, asked, declared]) => asked ?? declared);
  return [...new Set(named)].filter((prefix) => !NOT_COMPONENTS.has(prefix));
}

/** Every prefix the modules of antd's ES build (`esDir`) name. */
function antdPrefixes(esDir) {
  const prefixes = new Set();
  for (const file of fs.readdirSync(esDir, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    for (const prefix of prefixesNamedIn(fs.readFileSync(path.join(esDir, file), 'utf8'))) prefixes.add(prefix);
  }
  return prefixes;
}

/** The pieces of the antd stylesheet at `stylesheetPath`, cut once per build process and file version. */
const cuts = new Map();
function antdStylesheetPieces(stylesheetPath) {
  const { mtimeMs } = fs.statSync(stylesheetPath);
  const cached = cuts.get(stylesheetPath);
  if (cached?.mtimeMs === mtimeMs) return cached.pieces;
  const esDir = path.join(path.dirname(stylesheetPath), '..', 'es');
  const pieces = splitAntdStylesheet(fs.readFileSync(stylesheetPath, 'utf8'), antdPrefixes(esDir));
  cuts.set(stylesheetPath, { mtimeMs, pieces });
  return pieces;
}

module.exports = { splitAntdStylesheet, prefixesNamedIn, antdStylesheetPieces };
