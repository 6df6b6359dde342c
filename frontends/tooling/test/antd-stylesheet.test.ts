import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import antdComponentStylesLoader from '../antd-component-styles-loader.cjs';
import { antdStylesheetPieces, prefixesNamedIn, splitAntdStylesheet } from '../antd-stylesheet.cjs';

const ANTD_STYLESHEET = require.resolve('antd/dist/antd.css');

/** The top-level rules of a stylesheet, as text. */
const rulesOf = (css: string) => postcss.parse(css).nodes.map((node) => node.toString());

describe("antd's stylesheet cut by component (frontends/tooling/antd-stylesheet.cjs)", () => {
  const prefixes = new Set(['btn', 'input', 'input-number', 'modal']);

  it('gives a rule to the component whose class it names first, by the longest prefix', () => {
    const { shared, components } = splitAntdStylesheet(
      '.ant-input-number{width:90px}.ant-input{width:100%}.ant-input-number .ant-input{padding:0}.ant-btn:hover{color:red}',
      prefixes,
    );
    expect(components.get('input-number')).toBe('.ant-input-number{width:90px}.ant-input-number .ant-input{padding:0}');
    expect(components.get('input')).toBe('.ant-input{width:100%}');
    expect(components.get('btn')).toBe('.ant-btn:hover{color:red}');
    expect(shared).toBe('');
  });

  it("keeps a component's theme scope, media queries and motions with it; keyframes and global rules are shared", () => {
    const css = [
      '.css-var-_R_0_.ant-modal{--ant-modal-width:520px}',
      '.ant-modal{position:relative}',
      '@media (max-width:767px){.ant-modal{margin:8px}}',
      '.ant-zoom-enter,.ant-zoom-appear{animation-name:antZoomIn}',
      '@keyframes antZoomIn{0%{transform:scale(0.2)}100%{transform:scale(1)}}',
      '.anticon{display:inline-flex}',
      'a{color:var(--ant-color-link)}',
      '.css-var-_R_0_{--ant-blue:#1677FF}',
      '.ant-btn{cursor:pointer}',
      '.ant-zoom-enter,.ant-zoom-appear{animation-name:antZoomIn}',
    ].join('');
    const { shared, components } = splitAntdStylesheet(css, prefixes);
    expect(rulesOf(components.get('modal')!)).toEqual([
      '.css-var-_R_0_.ant-modal{--ant-modal-width:520px}',
      '.ant-modal{position:relative}',
      '@media (max-width:767px){.ant-modal{margin:8px}}',
      '.ant-zoom-enter,.ant-zoom-appear{animation-name:antZoomIn}',
    ]);
    expect(rulesOf(components.get('btn')!)).toEqual([
      '.ant-btn{cursor:pointer}',
      '.ant-zoom-enter,.ant-zoom-appear{animation-name:antZoomIn}',
    ]);
    expect(rulesOf(shared)).toEqual([
      '@keyframes antZoomIn{0%{transform:scale(0.2)}100%{transform:scale(1)}}',
      '.anticon{display:inline-flex}',
      'a{color:var(--ant-color-link)}',
      '.css-var-_R_0_{--ant-blue:#1677FF}',
    ]);
  });

  it("puts each of antd's own rules in exactly one piece, in antd's order", () => {
    const whole = rulesOf(readFileSync(ANTD_STYLESHEET, 'utf8'));
    const { shared, components } = antdStylesheetPieces(ANTD_STYLESHEET);
    const pieces = [shared, ...components.values()].map(rulesOf);
    expect(pieces.flat().sort()).toEqual([...whole].sort());
    // Each piece is a subsequence of the whole: its rules in the order antd wrote them.
    const positions = new Map<string, number[]>();
    whole.forEach((rule, index) => positions.set(rule, [...(positions.get(rule) ?? []), index]));
    for (const piece of pieces) {
      let last = -1;
      for (const rule of piece) {
        const next = positions.get(rule)!.find((index) => index > last);
        expect(next).toBeDefined();
        last = next!;
      }
    }
    // What every page loads is a small part: the pieces are what the split is for.
    expect(shared.length).toBeLessThan(readFileSync(ANTD_STYLESHEET, 'utf8').length / 10);
    expect(components.get('btn')).toContain('.ant-btn{');
  });
});

describe('the prefixes a module of antd names', () => {
  it("reads getPrefixCls' literal names and declared prefix constants, not the root's or the icons'", () => {
    const source = [
      "const prefixCls = getPrefixCls('btn', customizePrefixCls);",
      "const groupPrefixCls = getPrefixCls('btn-group');",
      "export const floatButtonPrefixCls = 'float-btn';",
      "export const defaultPrefixCls = 'ant';",
      "export const defaultIconPrefixCls = 'anticon';",
      "const again = getPrefixCls('btn');",
    ].join('\n');
    expect(prefixesNamedIn(source)).toEqual(['btn', 'btn-group', 'float-btn']);
  });
});

describe('antdComponentStylesLoader (frontends/tooling/antd-component-styles-loader.cjs)', () => {
  const run = (resourcePath: string, source: string) =>
    antdComponentStylesLoader.call(
      { resourcePath, getOptions: () => ({ stylesheet: '/antd/dist/antd.css' }) } as never,
      source,
    );

  it("imports the pieces of the components a module renders, and the config provider's the shared piece", () => {
    expect(run('/antd/es/button/button.js', "const prefixCls = getPrefixCls('btn');")).toBe(
      'import "/antd/dist/antd.css?component=btn";\nconst prefixCls = getPrefixCls(\'btn\');',
    );
    expect(run('/antd/es/config-provider/index.js', 'export default ConfigProvider;')).toBe(
      'import "/antd/dist/antd.css?shared";\nexport default ConfigProvider;',
    );
    expect(run('/antd/es/_util/hooks.js', 'export const useX = () => null;')).toBe('export const useX = () => null;');
  });
});
