import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
// antd's component styles as one static stylesheet (zeroRuntime below): webpack loads it with this module's chunk.
import 'antd/dist/antd.css';
import type { ReactNode } from 'react';
import type { ThemeColors } from '../api/types';
import { contrastRatio, parseHex } from '../theme/contrast';
import { eventPalette, FONT_FAMILY } from '../theme/event-palette';
import { useThemeMode } from '../theme/theme-mode';

/** A title that takes as many lines as it needs, breaking a word longer than its line. */
const WRAPPING_TITLE = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** Above the mobile bottom bar (56 px and the safe area) on narrow screens. */
const toastBottom = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 80 : 24;

/**
 * antd's theme for the app: the event's palette (eventPalette) becomes tokens (on /events/* and
 * /create-event only; elsewhere the defaults). Toasts show one at a time.
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
  const dark = useThemeMode().mode === 'dark';
  const palette = eventPalette(colors, dark);
  // A light primary (a bright yellow) needs dark text on its buttons; antd's default is always white.
  const primary = parseHex(palette.primary);
  const onPrimary =
    primary && contrastRatio(primary, { r: 0, g: 0, b: 0 }) > contrastRatio(primary, { r: 255, g: 255, b: 255 })
      ? 'rgba(0, 0, 0, 0.87)'
      : '#fff';
  return (
    <ConfigProvider
      theme={{
        algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        token: {
          colorPrimary: palette.primary,
          colorInfo: palette.primary,
          colorSuccess: palette.secondary,
          colorWarning: palette.tertiary,
          colorBgLayout: palette.background,
          colorBgContainer: palette.container,
          colorText: palette.text,
          colorTextSecondary: palette.textSecondary,
          // antd derives lighter greys for descriptions and captions; they must stay readable (AA).
          colorTextTertiary: palette.textSecondary,
          colorTextDescription: palette.textSecondary,
          // antd's default red (#ff4d4f) reaches only 3.3:1 on white; danger texts must be readable.
          colorError: dark ? '#ff7875' : '#c62828',
          borderRadius: 10,
          fontFamily: FONT_FAMILY,
        },
        components: { Button: { controlHeight: 40, primaryColor: onPrimary }, Input: { controlHeight: 40 } },
        zeroRuntime: true,
      }}
      // Cards' titles wrap rather than being cut with an ellipsis: the whole of an event's name shows.
      card={{ styles: { header: { paddingBlock: 8 }, title: WRAPPING_TITLE } }}
      cardMeta={{ styles: { title: WRAPPING_TITLE } }}
    >
      <AntApp notification={{ maxCount: 1, placement: 'bottomRight', bottom: toastBottom() }} message={{ maxCount: 1 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
