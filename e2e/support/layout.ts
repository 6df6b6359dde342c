import type { Page } from 'playwright-core';

/** The widths every screen is checked at: a phone, a tablet, a small laptop, a laptop, a desktop. */
export const LAYOUT_WIDTHS = [375, 768, 1024, 1280, 1600] as const;

/**
 * What is wider than the window or cut off on the page as it stands, described for a person:
 * - the page itself scrolls sideways (`scrollWidth > innerWidth`);
 * - a visible control (button, link, input, tab…) lies partly outside the window, or outside an ancestor
 *   that hides its overflow;
 * - a control's own content is wider than the control (its label cut or spilling out);
 * - a text is truncated with an ellipsis, unless it says where its whole text is (`data-full-text`: a
 *   menu, a file's own name, a dialog title that must keep to one line); a title attribute alone is no
 *   way on a phone, which cannot hover;
 * - an avatar or logo is squeezed out of its square.
 * Scrolling containers (overflow auto or scroll) are not clipping: what they hold can be scrolled to.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // The widest elements that stick out name the culprit.
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getClientRects().length > 0)
        .filter((element) => !element.closest('[aria-hidden="true"], .slick-slide:not(.slick-active)'))
        .slice(0, 3)
        .map((element) => `${describe(element)} right=${Math.round(element.getBoundingClientRect().right)}`);
      problems.push(`page is ${scrollWidth}px wide in a ${width}px window (${wide.join('; ')})`);
    }
    const hidden = (element: Element) =>
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      element.closest('[aria-hidden="true"], .slick-slide:not(.slick-active), [inert]') !== null;
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=button], [role=switch], .ant-segmented-item, .ant-tag',
    );
    for (const control of controls) {
      if (hidden(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${describe(control)} reaches ${Math.round(box.left)}..${Math.round(box.right)}px`);
        continue;
      }
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          problems.push(`${describe(control)} is cut by ${describe(parent)}`);
          break;
        }
      }
      const own = control as HTMLElement;
      const ownStyle = getComputedStyle(own);
      // Fields scroll their own text; a label drawn at size 0 (the carousel's dots) shows none.
      const labelled = !control.matches('input, select, textarea') && ownStyle.fontSize !== '0px';
      if (labelled && own.scrollWidth > own.clientWidth + 1 && ownStyle.textOverflow !== 'ellipsis') {
        problems.push(`${describe(control)} content ${own.scrollWidth}px in ${own.clientWidth}px`);
      }
    }
    for (const picture of document.querySelectorAll('.ant-avatar')) {
      const box = picture.getBoundingClientRect();
      if (!hidden(picture) && Math.abs(box.width - box.height) > 1) {
        problems.push(`${describe(picture)} is squeezed to ${Math.round(box.width)}x${Math.round(box.height)}px`);
      }
    }
    for (const element of document.body.querySelectorAll('*')) {
      const own = element as HTMLElement;
      if (own.scrollWidth <= own.clientWidth + 1 || hidden(element)) continue;
      const style = getComputedStyle(own);
      if (style.textOverflow !== 'ellipsis' || style.overflowX === 'visible') continue;
      if (element.closest('[data-full-text], input, select, textarea')) continue;
      problems.push(`${describe(element)} is truncated with no full text`);
    }
    return problems;
  });
}

/**
 * The layout's problems once it has settled: after a resize the app re-renders for the new width (the
 * phone's header and bottom bar replace the side bar), and on a busy machine that takes a while. What is
 * still wrong after `timeoutMs` is what a person would see.
 */
export function settledLayoutProblems(page: Page, timeoutMs = 5_000): Promise<string[]> {
  return untilNoneFound(page, () => layoutProblems(page), timeoutMs, 100);
}

/** Asks `find` every `intervalMs` until it finds nothing or `timeoutMs` has passed; answers its last finding. */
async function untilNoneFound(
  page: Page,
  find: () => Promise<string[]>,
  timeoutMs: number,
  intervalMs: number,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let found = await find();
  while (found.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(intervalMs);
    found = await find();
  }
  return found;
}

/** Nothing on the page is wider than the window or cut off, once the layout has settled (see layoutProblems). */
export async function expectNothingClipped(page: Page): Promise<void> {
  expect(await settledLayoutProblems(page)).toEqual([]);
}

/**
 * Nothing is wider than the window or cut off at any of LAYOUT_WIDTHS, each checked once the layout has
 * settled after the resize; all findings at once, by screen and width. Leaves the page at a laptop's width.
 */
export async function expectNothingClippedAtEveryWidth(page: Page, name: string): Promise<void> {
  const found: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const problem of await settledLayoutProblems(page)) found.push(`${name} @${width}: ${problem}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(found).toEqual([]);
}

/**
 * The animations that never end running on the page once it has settled (`timeoutMs` for a loading
 * spinner or shimmer to go): a screen left open keeps a phone redrawing it, its battery draining, for
 * nothing. Described by animation and element.
 */
export async function settledEndlessAnimations(page: Page, timeoutMs = 5_000): Promise<string[]> {
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = (animation as CSSAnimation).animationName ?? 'script animation';
          const classes = target && typeof target.className === 'string' ? target.className.split(' ')[0] : '';
          return `${name} on <${target?.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`;
        }),
    );
  return [...new Set(await untilNoneFound(page, endless, timeoutMs, 200))];
}
