import type { ThemeColors } from '../api/types';
import { CARD_CONTRAST, parseHex, surfaceOpacity, textColorsOn } from './contrast';

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

/** The colours a screen is painted in, as CSS colour values. */
export interface EventPalette {
  primary: string;
  secondary: string;
  tertiary: string;
  /** The page behind the cards. */
  background: string;
  /** Cards, the header and the side bar: the surface, made translucent just enough for readable text. */
  container: string;
  text: string;
  textSecondary: string;
}

/**
 * An event's colours (the defaults where it has none) as painted in light or dark mode: text follows the
 * background's luminance, and the card surface keeps CARD_CONTRAST against it. antd's theme and the
 * screens painted before antd has loaded both take their colours from here.
 */
export function eventPalette(colors: Partial<ThemeColors> | null | undefined, dark: boolean): EventPalette {
  const palette = { ...DEFAULT_THEME_COLORS, ...(colors ?? {}) };
  const backgroundHex = dark ? DARK_BACKGROUND : palette.background;
  const background = parseHex(backgroundHex) ?? { r: 255, g: 255, b: 255 };
  const surface = parseHex(dark ? DARK_SURFACE : palette.surface) ?? background;
  const text = textColorsOn(background);
  const opacity = surfaceOpacity(surface, background, CARD_CONTRAST);
  return {
    primary: palette.primary,
    secondary: palette.secondary,
    tertiary: palette.tertiary,
    background: backgroundHex,
    container: `rgba(${surface.r}, ${surface.g}, ${surface.b}, ${opacity})`,
    text: text.primary,
    textSecondary: text.secondary,
  };
}
