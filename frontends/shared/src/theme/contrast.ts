/** Spec section 5's colour rules, as pure functions. */

export const TEXT_CONTRAST = 4.5;
export const CARD_CONTRAST = 3;
export const OPACITY_STEP = 0.05;
export const OPACITY_FLOOR = 0.3;
export const MAX_OPACITY_ITERATIONS = 20;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

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

export interface TextColors {
  primary: string;
  secondary: string;
  disabled: string;
  hint: string;
}

/** Black text on light backgrounds (0.87, 0.60, 0.38, 0.54), white on dark (1.0, 0.70, 0.38, 0.70). */
export function textColorsOn(background: Rgb): TextColors {
  return isLight(background)
    ? {
        primary: 'rgba(0, 0, 0, 0.87)',
        secondary: 'rgba(0, 0, 0, 0.6)',
        disabled: 'rgba(0, 0, 0, 0.38)',
        hint: 'rgba(0, 0, 0, 0.54)',
      }
    : {
        primary: 'rgba(255, 255, 255, 1)',
        secondary: 'rgba(255, 255, 255, 0.7)',
        disabled: 'rgba(255, 255, 255, 0.38)',
        hint: 'rgba(255, 255, 255, 0.7)',
      };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** The text colour (black or white) for a background, and the contrast it reaches. */
export function textOn(background: Rgb): { text: Rgb; ratio: number } {
  const text = isLight(background) ? BLACK : WHITE;
  return { text, ratio: contrastRatio(background, text) };
}

function blend(top: Rgb, bottom: Rgb, opacity: number): Rgb {
  const mix = (a: number, b: number) => Math.round(a * opacity + b * (1 - opacity));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/**
 * The surface opacity over the page background at which text reaches the target contrast: lowered in
 * 5 % steps from 100 %, at most 20 times, never below 30 % (spec section 5).
 */
export function surfaceOpacity(surface: Rgb, background: Rgb, target: number): number {
  let opacity = 1;
  for (let step = 0; step < MAX_OPACITY_ITERATIONS; step++) {
    const shown = blend(surface, background, opacity);
    if (textOn(shown).ratio >= target) return opacity;
    const next = Math.round((opacity - OPACITY_STEP) * 100) / 100;
    if (next < OPACITY_FLOOR) return OPACITY_FLOOR;
    opacity = next;
  }
  return Math.max(opacity, OPACITY_FLOOR);
}

/** The accessibility toast shown after the background or surface colour changes (3 s). */
export function accessibilityMessage(hex: string): string {
  const colour = parseHex(hex);
  if (!colour) return 'Color optimized for accessibility (adjusted from 1:1 to WCAG AA compliant)';
  const { ratio } = textOn(colour);
  const shown = ratio.toFixed(1);
  return ratio >= TEXT_CONTRAST
    ? `Color meets WCAG AA standards (${shown}:1 contrast)`
    : `Color optimized for accessibility (adjusted from ${shown}:1 to WCAG AA compliant)`;
}
