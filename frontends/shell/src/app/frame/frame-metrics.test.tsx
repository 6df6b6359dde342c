import { eventPalette, type ThemeColors, ThemeModeProvider } from '@gatherly/shared';
import { EventThemeProvider } from '@gatherly/shared/ui';
import { render } from '@testing-library/react';
import { type GlobalToken, theme } from 'antd';
import {
  CARD_BORDER_COLOR,
  CARD_RADIUS,
  FONT_SIZE,
  FONT_WEIGHT_STRONG,
  HEADING_FONT_SIZE,
  lineHeightOf,
  primaryBackground,
  SPACE_LARGE,
} from './frame-metrics';

const LAGOON: Partial<ThemeColors> = { primary: '#0f766e', background: '#fffbeb', surface: '#f8fafc' };
/** An event painted dark in light mode: white text, and antd's dark algorithm for what goes with it. */
const NIGHT: Partial<ThemeColors> = { primary: '#facc15', background: '#0a0a0a', surface: '#141414' };

/** The tokens antd's render of the signed-in screens uses: the app's theme for these colours and mode. */
function appTokens(colors: Partial<ThemeColors> | null, mode: 'light' | 'dark'): GlobalToken {
  localStorage.setItem('theme', mode);
  let found: GlobalToken | undefined;
  function Probe() {
    found = theme.useToken().token;
    return null;
  }
  const { unmount } = render(
    <ThemeModeProvider>
      <EventThemeProvider colors={colors}>
        <Probe />
      </EventThemeProvider>
    </ThemeModeProvider>,
  );
  unmount();
  return found!;
}

describe('The frame painted before antd and antd’s render of the signed-in screens', () => {
  afterEach(() => localStorage.clear());

  it.each(['light', 'dark'] as const)('share their type scale and shapes (%s)', (mode) => {
    const token = appTokens(null, mode);
    expect(token.fontSize).toBe(FONT_SIZE);
    expect(token.lineHeight).toBe(lineHeightOf(FONT_SIZE));
    for (const level of [2, 4, 5] as const) {
      expect(token[`fontSizeHeading${level}`]).toBe(HEADING_FONT_SIZE[level]);
      expect(token[`lineHeightHeading${level}`]).toBe(lineHeightOf(HEADING_FONT_SIZE[level]));
    }
    expect(token.fontWeightStrong).toBe(FONT_WEIGHT_STRONG);
    expect(token.paddingLG).toBe(SPACE_LARGE);
    expect(token.borderRadiusLG).toBe(CARD_RADIUS);
  });

  it.each([
    ['light', null],
    ['dark', null],
    ['light', LAGOON],
    ['dark', LAGOON],
    ['light', NIGHT],
  ] as const)('share their colours (%s, event colours %p)', (mode, colors) => {
    const token = appTokens(colors, mode);
    const palette = eventPalette(colors, mode === 'dark');
    const tone = palette.onDark ? 'dark' : 'light';
    expect(token.colorBgLayout).toBe(palette.background);
    expect(token.colorBgContainer).toBe(palette.container);
    expect(token.colorText).toBe(palette.text);
    expect(token.colorTextSecondary).toBe(palette.textSecondary);
    expect(token.colorBorderSecondary).toBe(CARD_BORDER_COLOR[tone]);
    expect(token.colorPrimaryBg).toBe(primaryBackground(palette.primary, palette.onDark));
  });
});
