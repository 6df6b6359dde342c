import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
// antd's component styles as one static stylesheet (zeroRuntime below): webpack loads it with this module's chunk.
import 'antd/dist/antd.css';
import type { ReactNode } from 'react';
import type { ThemeColors } from '../api/types';
import { CARD_CONTRAST, parseHex, surfaceOpacity, textColorsOn } from '../theme/contrast';
import { useThemeMode } from '../theme/theme-mode';

export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: '#6236ff',
  secondary: '#14b8a6',
  tertiary: '#f59e0b',
  background: '#ffffff',
  surface: '#f8fafc',
};

/** Above the mobile bottom bar (56 px and the safe area) on narrow screens. */
const toastBottom = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 80 : 24;

/**
 * antd's theme for the app: the event's colours become tokens (on /events/* and /create-event only;
 * elsewhere the defaults), text colours follow the background's luminance, and the card surface is
 * made translucent just enough for readable text. Toasts show one at a time.
 *
 * Zero runtime: antd would otherwise build every component's styles in JavaScript on its first render, a
 * third of a signed-in screen's first render on a slow phone. The tokens still become CSS variables at
 * run time, which the static stylesheet reads, so event colours and dark mode work as before.
 */
export function EventThemeProvider({
  colors,
  children,
}: {
  colors?: Partial<ThemeColors> | null;
  children: ReactNode;
}) {
  const { mode } = useThemeMode();
  const palette = { ...DEFAULT_THEME_COLORS, ...(colors ?? {}) };
  const dark = mode === 'dark';
  const background = parseHex(dark ? '#0f172a' : palette.background) ?? { r: 255, g: 255, b: 255 };
  const surface = parseHex(dark ? '#1e293b' : palette.surface) ?? background;
  const text = textColorsOn(background);
  const opacity = surfaceOpacity(surface, background, CARD_CONTRAST);
  return (
    <ConfigProvider
      theme={{
        algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        token: {
          colorPrimary: palette.primary,
          colorInfo: palette.primary,
          colorSuccess: palette.secondary,
          colorWarning: palette.tertiary,
          colorBgLayout: dark ? '#0f172a' : palette.background,
          colorBgContainer: `rgba(${surface.r}, ${surface.g}, ${surface.b}, ${opacity})`,
          colorText: text.primary,
          colorTextSecondary: text.secondary,
          // antd derives lighter greys for descriptions and captions; they must stay readable (AA).
          colorTextTertiary: text.secondary,
          colorTextDescription: text.secondary,
          // antd's default red (#ff4d4f) reaches only 3.3:1 on white; danger texts must be readable.
          colorError: dark ? '#ff7875' : '#c62828',
          borderRadius: 10,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        },
        components: { Button: { controlHeight: 40 }, Input: { controlHeight: 40 } },
        zeroRuntime: true,
      }}
    >
      <AntApp notification={{ maxCount: 1, placement: 'bottomRight', bottom: toastBottom() }} message={{ maxCount: 1 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
