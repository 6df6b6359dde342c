import type { BannerSettings, ThemeColors } from './event.entity';

export const DEFAULT_THEME_COLORS: Required<ThemeColors> = {
  primary: '#6236ff',
  secondary: '#14b8a6',
  tertiary: '#f59e0b',
  background: '#ffffff',
  surface: '#f8fafc',
};

export const DEFAULT_BANNER_SETTINGS: Required<BannerSettings> = {
  style: 'contained',
  autoRotate: true,
  rotateInterval: 4000,
  customBannerImage: null,
};

export function withThemeDefaults(colors: ThemeColors): Required<ThemeColors> {
  return { ...DEFAULT_THEME_COLORS, ...colors };
}

export function withBannerDefaults(settings: BannerSettings): Required<BannerSettings> {
  return { ...DEFAULT_BANNER_SETTINGS, ...settings };
}
