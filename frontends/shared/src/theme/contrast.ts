/** Spec section 5's colour rules, as pure functions. */

export const TEXT_CONTRAST = 4.5;
export const CARD_CONTRAST = 3;
/** WCAG 1.4.11: what identifies a control, as a button's fill, against what it sits on. */
export const CONTROL_CONTRAST = 3;
export const INPUT_CONTRAST = 4.5;
export const OPACITY_STEP = 0.05;
export const OPACITY_FLOOR = 0.3;
export const MAX_OPACITY_ITERATIONS = 20;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

export const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
export const toRgba = ({ r, g, b }: Rgb, opacity: number) => `rgba(${r}, ${g}, ${b}, ${opacity})`;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A background is light when its relative luminance is above 0.5. */
export function isLight(background: Rgb): boolean {
  return relativeLuminance(background) > 0.5;
}

/** `top` painted at `opacity` over `bottom`, as the eye sees it. */
export function blend(top: Rgb, bottom: Rgb, opacity: number): Rgb {
  const mix = (a: number, b: number) => Math.round(a * opacity + b * (1 - opacity));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/** The contrast of text in `ink` at `opacity` on `background`: what a reader gets, not the ink's own. */
export function textContrast(ink: Rgb, opacity: number, background: Rgb): number {
  return contrastRatio(blend(ink, background, opacity), background);
}

export interface TextColors {
  primary: string;
  secondary: string;
  disabled: string;
  hint: string;
}

/** Spec section 5: black text on light backgrounds (0.87, 0.60, 0.38, 0.54), white on dark (1.0, 0.70, 0.38, 0.70). */
const OPACITIES = {
  onLight: { primary: 0.87, secondary: 0.6, disabled: 0.38, hint: 0.54 },
  onDark: { primary: 1, secondary: 0.7, disabled: 0.38, hint: 0.7 },
} as const;

const step = (opacity: number, by: number) => Math.round((opacity + by) * 100) / 100;

/** The text on one surface: its ink, its colours, and how it compares with the spec's plain rule. */
export interface SurfaceText {
  /** Black or white. */
  ink: Rgb;
  /** The primary text's opacity. */
  inkOpacity: number;
  /** The secondary text's, the faintest that must stay readable. */
  secondaryOpacity: number;
  colours: TextColors;
  /** The contrast of the primary text as painted. */
  ratio: number;
  /** The contrast the spec's light/dark rule alone would have given. */
  specRatio: number;
  /** The spec's rule missed 4.5:1 here, so the other ink was taken. */
  optimized: boolean;
}

/**
 * The text for a surface: the spec's ink (black on light, white on dark) with its opacities, unless that
 * misses WCAG AA (4.5:1), as white does on a mid grey; then the other ink, which always reaches it. Secondary
 * and hint opacities are raised in 5 % steps where they would miss AA; disabled text is exempt (WCAG 1.4.3).
 */
export function readableText(background: Rgb): SurfaceText {
  const specOnLight = isLight(background);
  const specInk = specOnLight ? BLACK : WHITE;
  const specRatio = textContrast(specInk, OPACITIES[specOnLight ? 'onLight' : 'onDark'].primary, background);
  const optimized = specRatio < TEXT_CONTRAST;
  const onLight = optimized ? !specOnLight : specOnLight;
  const ink = onLight ? BLACK : WHITE;
  const opacities = OPACITIES[onLight ? 'onLight' : 'onDark'];
  const legible = (from: number) => {
    let opacity: number = from;
    while (opacity < 1 && textContrast(ink, opacity, background) < TEXT_CONTRAST) opacity = step(opacity, OPACITY_STEP);
    return Math.min(opacity, 1);
  };
  const primary = legible(opacities.primary);
  const secondary = Math.min(legible(opacities.secondary), primary);
  return {
    ink,
    inkOpacity: primary,
    secondaryOpacity: secondary,
    colours: {
      primary: toRgba(ink, primary),
      secondary: toRgba(ink, secondary),
      disabled: toRgba(ink, opacities.disabled),
      hint: toRgba(ink, Math.min(legible(opacities.hint), primary)),
    },
    ratio: textContrast(ink, primary, background),
    specRatio,
    optimized,
  };
}

/**
 * The opacity of a surface laid over `under` at which `ink` text (at `inkOpacity`) reaches `target`: lowered
 * in 5 % steps from 100 %, at most 20 times, never below 30 % (spec section 5). Null when no step reaches it.
 */
export function surfaceOpacity(surface: Rgb, under: Rgb, ink: Rgb, inkOpacity: number, target: number): number | null {
  let opacity = 1;
  for (let iteration = 0; iteration <= MAX_OPACITY_ITERATIONS && opacity >= OPACITY_FLOOR; iteration++) {
    if (textContrast(ink, inkOpacity, blend(surface, under, opacity)) >= target) return opacity;
    opacity = step(opacity, -OPACITY_STEP);
  }
  return null;
}

/**
 * `colour` moved towards `ink` in 10 % steps until text in it reaches 4.5:1 on every one of `backgrounds`:
 * the event's primary used for links, selected tabs and menu items keeps its hue and becomes readable.
 */
export function legibleAccent(colour: Rgb, ink: Rgb, backgrounds: Rgb[]): Rgb {
  for (let share = 0; share <= 1; share = step(share, 0.1)) {
    const candidate = blend(ink, colour, share);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= TEXT_CONTRAST)) return candidate;
  }
  return ink;
}

/** The better of black and white text on a fill (buttons, selected options, badges in the event's colours). */
export function inkOn(fill: Rgb): Rgb {
  return contrastRatio(fill, BLACK) > contrastRatio(fill, WHITE) ? BLACK : WHITE;
}

/** What a fill for the main action would vanish into: the page, the cards, or neither (see standoutFill). */
export function tooCloseTo(fill: Rgb, page: Rgb, card: Rgb): ('page' | 'cards')[] {
  // A default button is filled in the cards' colour: the main action stands out from the page as much.
  const defaultWeight = Math.min(contrastRatio(card, page), TEXT_CONTRAST);
  return [
    ...(contrastRatio(fill, page) < Math.max(CONTROL_CONTRAST, defaultWeight) ? (['page'] as const) : []),
    ...(contrastRatio(fill, card) < CONTROL_CONTRAST ? (['cards'] as const) : []),
  ];
}

/**
 * The fill of what must stand out as the main action (primary buttons, the selected option): the event's
 * primary where it reaches 3:1 against the page and the cards (WCAG 1.4.11) and stands out from the page at
 * least as much as the cards do; otherwise `ink`, the text's black or white, which reaches 4.5:1 on both.
 * Past 4.5:1, the text's own floor, a fill counts as standing out fully.
 */
export function standoutFill(primary: Rgb, ink: Rgb, page: Rgb, card: Rgb): Rgb {
  return tooCloseTo(primary, page, card).length === 0 ? primary : ink;
}
