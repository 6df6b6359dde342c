import type { ThemeColors } from '../api/types';
import {
  blend,
  CARD_CONTRAST,
  INPUT_CONTRAST,
  inkOn,
  legibleAccent,
  parseHex,
  readableText,
  type Rgb,
  standoutFill,
  surfaceOpacity,
  type SurfaceText,
  TEXT_CONTRAST,
  textContrast,
  toHex,
  toRgba,
  WHITE,
} from './contrast';

export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: '#6236ff',
  secondary: '#14b8a6',
  tertiary: '#f59e0b',
  background: '#ffffff',
  surface: '#f8fafc',
};

/** The app's typeface: the device's own interface font. */
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const DARK_BACKGROUND = '#0f172a';
const DARK_SURFACE = '#1e293b';

/** How a surface's colour fared: what the toast about it says (spec section 5). */
export interface Readability {
  /** The contrast its text now has. */
  ratio: number;
  /** The contrast the colour gave before it was adjusted. */
  before: number;
  adjusted: boolean;
}

/** The colours a screen is painted in, as CSS colour values. */
export interface EventPalette {
  primary: string;
  secondary: string;
  tertiary: string;
  /** The page behind the cards. */
  background: string;
  /**
   * Cards, the header, the side bar, toasts, dialogs, menus and buttons: the surface as translucent as its
   * text allows, painted as it shows over the page (opaque, so that a card on a card looks the same).
   */
  container: string;
  /** Fields: the surface over the cards, translucent as far as 4.5:1 allows, made opaque. */
  input: string;
  /** One text for the page, the cards and everything laid on them, readable (AA) on each. */
  text: string;
  textSecondary: string;
  textDisabled: string;
  /** White text: antd's dark algorithm derives the fills, borders and tints that go with it. */
  onDark: boolean;
  /** The primary as a text colour (links, selected tabs and menu items), readable on every surface. */
  accent: string;
  /** The selected menu item's fill: a tint of the primary over the cards. */
  selectedBackground: string;
  /** A segmented control's track (a faint shade of the text over the cards). */
  track: string;
  /**
   * What is filled to stand out (primary buttons, the selected option): the primary, or the text's ink
   * where the primary is too close to the page or the cards to be seen (standoutFill); and the text on it.
   */
  selectedOption: string;
  onSelectedOption: string;
  /** Text in the secondary and tertiary colours (success and warning texts), readable on the cards. */
  secondaryText: string;
  tertiaryText: string;
  /** Danger texts and buttons: a red readable on every surface, and the text on it. */
  danger: string;
  onDanger: string;
  readability: { background: Readability; surface: Readability };
}

/** How much of the text's ink shades a segmented control's track. */
const TRACK_SHADE = 0.06;

/** A tint of the primary strong enough to mark a selection, faint enough to keep the text on it readable. */
const SELECTED_TINT = 0.15;

/**
 * The surface laid over `under` with the 5 % opacity steps until `text`, down to its secondary tone,
 * reaches `target` on it; a surface
 * whose colour no step makes readable takes the colour below it instead (its border still sets it apart).
 */
function layOver(surface: Rgb, under: Rgb, text: SurfaceText, target: number) {
  const opacity = surfaceOpacity(surface, under, text.ink, text.secondaryOpacity, target);
  return { shown: opacity === null ? under : blend(surface, under, opacity), opacity };
}

/**
 * An event's colours (the defaults where it has none) as painted in light or dark mode (spec section 5,
 * per surface). The page's background decides the text: the spec's light/dark rule, or the other ink where
 * that misses AA. Every surface that carries text then keeps that text readable: cards and buttons are made
 * translucent in 5 % steps until it reaches AA (at least the spec's 3:1), fields until 4.5:1; toasts and
 * dialogs show the cards' colour; the primary gets a text of its own and a legible variant for
 * links and selections. antd's theme and the screens painted before antd has loaded both take it from here.
 */
export function eventPalette(colors: Partial<ThemeColors> | null | undefined, dark: boolean): EventPalette {
  const palette = { ...DEFAULT_THEME_COLORS, ...(colors ?? {}) };
  const backgroundHex = dark ? DARK_BACKGROUND : palette.background;
  const background = parseHex(backgroundHex) ?? WHITE;
  const surface = parseHex(dark ? DARK_SURFACE : palette.surface) ?? background;
  const text = readableText(background);
  const card = layOver(surface, background, text, Math.max(CARD_CONTRAST, TEXT_CONTRAST));
  const input = layOver(surface, card.shown, text, INPUT_CONTRAST);
  const primary = parseHex(palette.primary) ?? parseHex(DEFAULT_THEME_COLORS.primary)!;
  // The selection's tint and the primary used as text follow the fill: a primary too close to the page or
  // the cards for buttons would vanish there the same way.
  const option = standoutFill(primary, text.ink, background, card.shown);
  const selected = blend(option, card.shown, SELECTED_TINT);
  const legible = (colour: Rgb) => toHex(legibleAccent(colour, text.ink, [background, card.shown, selected]));
  // antd's red (#ff4d4f) reaches only 3.3:1 on white: a deeper red on light surfaces, a softer one on dark.
  const danger = legible(parseHex(text.ink === WHITE ? '#ff7875' : '#c62828')!);
  return {
    primary: palette.primary,
    secondary: palette.secondary,
    tertiary: palette.tertiary,
    background: backgroundHex,
    container: toHex(card.shown),
    input: toHex(input.shown),
    text: text.colours.primary,
    textSecondary: text.colours.secondary,
    textDisabled: text.colours.disabled,
    onDark: text.ink === WHITE,
    accent: legible(option),
    selectedBackground: toHex(selected),
    track: toHex(blend(text.ink, card.shown, TRACK_SHADE)),
    selectedOption: toHex(option),
    onSelectedOption: toRgba(inkOn(option), 1),
    secondaryText: legible(parseHex(palette.secondary) ?? text.ink),
    tertiaryText: legible(parseHex(palette.tertiary) ?? text.ink),
    danger,
    onDanger: toRgba(inkOn(parseHex(danger)!), 1),
    readability: {
      background: { ratio: text.ratio, before: text.specRatio, adjusted: text.optimized },
      surface: {
        ratio: textContrast(text.ink, text.inkOpacity, card.shown),
        before: textContrast(text.ink, text.inkOpacity, surface),
        adjusted: card.opacity !== 1,
      },
    },
  };
}

/**
 * The toast shown after the background or surface colour changes (spec section 5), saying what the screen
 * now does: the contrast its text has, or that the colour was adjusted and from what.
 */
export function accessibilityMessage(
  colors: ThemeColors | string,
  changed: 'background' | 'surface' = 'background',
): string {
  // A hex alone is SDK 2.2's form, still called by sections built against it: a new background.
  const set = typeof colors === 'string' ? { ...DEFAULT_THEME_COLORS, background: colors } : colors;
  const { ratio, before, adjusted } = eventPalette(set, false).readability[changed];
  return adjusted
    ? `Color optimized for accessibility (adjusted from ${before.toFixed(1)}:1 to WCAG AA compliant)`
    : `Color meets WCAG AA standards (${ratio.toFixed(1)}:1 contrast)`;
}

/** A label in `hue` on `surface`: a faint tint of the hue behind it, its text the hue made legible on it. */
export function tintedLabel(hue: string, surface: string, text: string): { background: string; color: string } {
  const under = parseHex(surface) ?? WHITE;
  const [r = 0, g = 0, b = 0] = (text.match(/[\d.]+/g) ?? []).map(Number);
  const colour = parseHex(hue) ?? { r, g, b };
  const background = blend(colour, under, SELECTED_TINT);
  return { background: toHex(background), color: toHex(legibleAccent(colour, { r, g, b }, [background])) };
}
