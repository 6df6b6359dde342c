import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * A rule of a single antd class (`.ant-btn{…}`): each component's base rules are such, and each is in
 * its component's piece of the stylesheet only, where a class named in a longer selector may be another
 * component's (`.ant-input-search .ant-btn`).
 */
const LONE_CLASS_RULE = /(?:^|\})\.(ant-[\w-]+)\{/g;

let styledClasses: string[] | undefined;
/** Every antd class that antd's static stylesheet has a rule of its own for. */
function antdStyledClasses(): string[] {
  styledClasses ??= [
    ...new Set(
      [...readFileSync(require.resolve('antd/dist/antd.css'), 'utf8').matchAll(LONE_CLASS_RULE)].map(
        ([, name]) => name!,
      ),
    ),
  ];
  return styledClasses;
}

/**
 * The antd classes on elements of the page that antd's stylesheet has a rule of their own for, but no
 * stylesheet the page has loaded has: a component rendered without its piece of the stylesheet
 * (frontends/tooling/antd-stylesheet.cjs). An empty list when every one is styled.
 */
export function unstyledAntdClasses(page: Page): Promise<string[]> {
  return page.evaluate((styled) => {
    const loaded = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        // The build's minifier merges neighbouring rules that say the same (`.ant-space-align, .ant-space-vertical`).
        if (rule instanceof CSSStyleRule) {
          for (const selector of rule.selectorText.split(',').map((part) => part.trim()))
            if (/^\.ant-[\w-]+$/.test(selector)) loaded.add(selector.slice(1));
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      // Another origin's sheet cannot be read; antd's pieces come from the shell's origin.
      const rules = (() => {
        try {
          return sheet.cssRules;
        } catch {
          return undefined;
        }
      })();
      if (rules) collect(rules);
    }
    const wanted = new Set(styled);
    const inPage = new Set(
      [...document.querySelectorAll('[class*="ant-"]')].flatMap((element) => [...element.classList]),
    );
    return [...inPage].filter((name) => wanted.has(name) && !loaded.has(name)).sort();
  }, antdStyledClasses());
}

/** Expects every antd class in the page with a rule of its own to be styled (see unstyledAntdClasses). */
export async function expectAntdStyled(page: Page): Promise<void> {
  expect(await unstyledAntdClasses(page)).toEqual([]);
}
