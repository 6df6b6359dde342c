import type { ThemeColors } from '../api/types';
import { BLACK, parseHex, relativeLuminance, type Rgb, toHex, tooCloseTo, WHITE } from './contrast';
import { DEFAULT_THEME_COLORS, eventPalette } from './event-palette';

/** A chosen colour that the screens show as another: the one they show, where, and why, in the product's words. */
export interface ColourInUse {
  colour: string;
  /** What shows it, where that is not everything the colour paints ("buttons and links"). */
  where?: string;
  reason: string;
}

export type ColoursInUse = Partial<Record<keyof ThemeColors, ColourInUse>>;

const same = (a: Rgb, b: Rgb) => a.r === b.r && a.g === b.g && a.b === b.b;
const inkName = (ink: Rgb) => (same(ink, BLACK) ? 'black' : 'white');
const shade = (shown: Rgb, chosen: Rgb) =>
  relativeLuminance(shown) < relativeLuminance(chosen) ? 'darkened' : 'lightened';

/**
 * The colours of an event that the app paints otherwise than chosen, in light or dark mode, read from the
 * palette the screens are painted with (eventPalette): the cards' colour made readable, the primary's
 * buttons and links. Colours shown as chosen are left out.
 */
export function coloursInUse(colors: Partial<ThemeColors> | null | undefined, dark: boolean): ColoursInUse {
  const chosen = { ...DEFAULT_THEME_COLORS, ...(colors ?? {}) };
  const palette = eventPalette(chosen, dark);
  const page = parseHex(palette.background)!;
  const cards = parseHex(palette.container)!;
  const fill = parseHex(palette.selectedOption)!;
  const links = parseHex(palette.accent)!;
  const ink = palette.onDark ? WHITE : BLACK;
  const found: ColoursInUse = {};

  const background = parseHex(chosen.background);
  if (background && !same(background, page)) {
    found.background = { colour: toHex(page), reason: 'dark mode uses its own background' };
  }
  const surface = parseHex(chosen.surface);
  if (surface && !same(surface, cards)) {
    found.surface = {
      colour: toHex(cards),
      reason: dark
        ? 'dark mode uses its own card color'
        : `${shade(cards, surface)} so the background's ${inkName(ink)} text stays readable on cards`,
    };
  }
  const primary = parseHex(chosen.primary);
  if (primary && !same(primary, fill)) {
    const closeTo = tooCloseTo(primary, page, cards).map((what) => (what === 'page' ? 'background' : 'cards'));
    found.primary = {
      colour: toHex(fill),
      where: same(links, fill) ? 'buttons and links' : 'buttons',
      reason: `${toHex(primary)} is too close to the ${closeTo.join(' and ')} to stand out`,
    };
  } else if (primary && !same(primary, links)) {
    found.primary = { colour: toHex(links), where: 'links', reason: `${shade(links, primary)} so they stay readable` };
  }
  return found;
}
