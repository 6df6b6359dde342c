import { ConfigProvider, type MappingAlgorithm, theme as antTheme } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';
// antd's component styles come from its static stylesheet (zeroRuntime below), each component's rules with the
// antd module that renders it (frontends/tooling/antd-stylesheet.cjs).
import './dialog-motion.css';
import { type ReactNode, useId } from 'react';
import type { ThemeColors } from '../api/types';
import { PHONE_QUERY } from '../media/use-media-query';
import { eventPalette, FONT_FAMILY } from '../theme/event-palette';
import { useThemeMode } from '../theme/theme-mode';
import { FeedbackProvider } from './feedback';

/** A title that takes as many lines as it needs, breaking a word longer than its line. */
const WRAPPING_TITLE = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * antd's dark algorithm swaps the seed colours for a softer shade of each; the event's colours and the
 * danger red were chosen (and their texts checked) as they are, so they are kept.
 */
const keepSeedColours: MappingAlgorithm = (seed, map) => ({
  ...map!,
  colorPrimary: seed.colorPrimary,
  colorInfo: seed.colorInfo,
  colorSuccess: seed.colorSuccess,
  colorWarning: seed.colorWarning,
  colorError: seed.colorError,
  colorLink: seed.colorLink,
});

/**
 * Toasts at the bottom right on wider screens. On phones the bottom half is the thumb's (the bottom bar,
 * menus and buttons a toast there would cover while the person reaches for them: a schedule item's menu
 * opened under "Schedule Item Added"), so they show at the top, under the 64 px header, whose account
 * menu and navigation stay in reach.
 */
const toastPlacement = (): NotificationConfig =>
  typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches
    ? { placement: 'top', top: 72 }
    : { placement: 'bottomRight', bottom: 24 };

/**
 * The element the theme's CSS variables are set on (antd's class for them), so that the app's own markup
 * reads the event's colours too, with antd's base text style (what antd's App gave, without its toasts).
 */
function ThemeRoot({ cssVarKey, children }: { cssVarKey: string; children: ReactNode }) {
  const { token } = antTheme.useToken();
  return (
    <div
      data-theme-root
      className={cssVarKey}
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

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
  const palette = eventPalette(colors, useThemeMode().mode === 'dark');
  // Set here, as antd would derive it, so that ThemeRoot can carry it (antd's public hooks do not tell it).
  const cssVarKey = `css-var-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <ConfigProvider
      theme={{
        algorithm: [palette.onDark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm, keepSeedColours],
        token: {
          colorPrimary: palette.primary,
          colorInfo: palette.primary,
          colorSuccess: palette.secondary,
          colorWarning: palette.tertiary,
          colorBgLayout: palette.background,
          colorBgContainer: palette.container,
          colorBgElevated: palette.container,
          colorText: palette.text,
          colorTextHeading: palette.text,
          colorTextSecondary: palette.textSecondary,
          // antd derives lighter greys for descriptions, captions and labels; they must stay readable (AA).
          colorTextTertiary: palette.textSecondary,
          colorTextDescription: palette.textSecondary,
          colorTextLabel: palette.textSecondary,
          colorTextPlaceholder: palette.textSecondary,
          colorTextDisabled: palette.textDisabled,
          // The event's colours as text (links, selections, success and warning texts) in legible variants.
          colorLink: palette.accent,
          colorLinkHover: palette.accent,
          colorLinkActive: palette.accent,
          colorPrimaryText: palette.accent,
          colorPrimaryTextHover: palette.accent,
          colorPrimaryTextActive: palette.accent,
          colorInfoText: palette.accent,
          colorSuccessText: palette.secondaryText,
          colorWarningText: palette.tertiaryText,
          colorError: palette.danger,
          borderRadius: 10,
          fontFamily: FONT_FAMILY,
        },
        components: {
          // A primary button in a primary the cards would swallow is filled with the text's ink instead.
          Button: {
            controlHeight: 40,
            colorPrimary: palette.selectedOption,
            colorPrimaryHover: palette.selectedOption,
            colorPrimaryActive: palette.selectedOption,
            primaryColor: palette.onSelectedOption,
            defaultBg: palette.container,
            defaultColor: palette.text,
            dangerColor: palette.onDanger,
          },
          Input: { controlHeight: 40, colorBgContainer: palette.input },
          InputNumber: { colorBgContainer: palette.input },
          Select: { colorBgContainer: palette.input },
          DatePicker: { colorBgContainer: palette.input },
          Menu: {
            itemColor: palette.text,
            itemSelectedColor: palette.accent,
            itemSelectedBg: palette.selectedBackground,
            itemBg: 'transparent',
          },
          Tabs: {
            itemSelectedColor: palette.accent,
            itemActiveColor: palette.accent,
            itemHoverColor: palette.accent,
            inkBarColor: palette.selectedOption,
          },
          // The selected option filled, so it stands out on any surface.
          Segmented: {
            trackBg: palette.track,
            itemColor: palette.text,
            itemHoverColor: palette.text,
            itemSelectedBg: palette.selectedOption,
            itemSelectedColor: palette.onSelectedOption,
          },
        },
        zeroRuntime: true,
        cssVar: { key: cssVarKey },
      }}
      // Cards' titles wrap rather than being cut with an ellipsis: the whole of an event's name shows.
      card={{ styles: { header: { paddingBlock: 8 }, title: WRAPPING_TITLE } }}
      cardMeta={{ styles: { title: WRAPPING_TITLE } }}
    >
      <ThemeRoot cssVarKey={cssVarKey}>
        <FeedbackProvider notification={{ maxCount: 1, ...toastPlacement() }}>{children}</FeedbackProvider>
      </ThemeRoot>
    </ConfigProvider>
  );
}
