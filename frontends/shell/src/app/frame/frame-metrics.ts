import { generate } from '@ant-design/colors';
import type { CSSProperties } from 'react';

/**
 * The one source of the signed-in screens' measures, type and colours for their two renders: the frame
 * painted before antd has loaded (signed-in-frame.tsx) and antd's (AppLayout, EventDashboard). The frame
 * must take over in place, so both read their values here. Plain constants, no antd: the frame runs
 * before antd has loaded. What antd derives from its theme (type scale, line heights, radius, border and
 * banner colours) is checked against the app's antd theme in frame-metrics.test.tsx.
 */

/** antd's base font size (token fontSize), which the app keeps. */
export const FONT_SIZE = 14;

/** antd's line height for a font size (its getLineHeight): 8 px of leading, as a ratio. */
export function lineHeightOf(fontSize: number): number {
  return (fontSize + 8) / fontSize;
}

/** antd's heading sizes (fontSizeHeading2, 4 and 5) for the Typography.Title levels the screens use. */
export const HEADING_FONT_SIZE = { 2: 30, 4: 20, 5: 16 } as const;
export type HeadingLevel = keyof typeof HEADING_FONT_SIZE;

/** antd's fontWeightStrong: titles and strong text. */
export const FONT_WEIGHT_STRONG = 600;

/** antd's paddingLG, Space's "large" gap: between the dashboard's blocks. */
export const SPACE_LARGE = 24;

/** antd's borderRadiusLG for the app's borderRadius (10): a card's corners. */
export const CARD_RADIUS = 12;

/** antd's colorBorderSecondary: a card's border, light and dark. */
export const CARD_BORDER_COLOR = { light: '#f0f0f0', dark: '#303030' } as const;

/**
 * antd's colorPrimaryBg for a primary colour: the dashboard banner without slides. Light, the palette's
 * first shade; dark, antd takes the third of its dark palette (the border's shade) instead.
 */
export function primaryBackground(primary: string, dark: boolean): string {
  return dark ? generate(primary, { theme: 'dark' })[2]! : generate(primary)[0]!;
}

/** AppLayout's header (antd Layout's headerHeight), side bar and, on a phone, menu button (the control height). */
export const HEADER_HEIGHT = 64;
export const SIDER_WIDTH = 240;
export const MENU_BUTTON_SIZE = 40;

/** The header's title: Typography.Title at level 4, 5 on a phone. */
export const headerTitleLevel = (mobile: boolean): HeadingLevel => (mobile ? 5 : 4);

/**
 * Whether the header's title spells the app's name beside its mark. A phone shows the mark alone: at 375 px
 * the menu button, the event chip, the bell and the account menu need the width.
 */
export const headerTitleNamed = (mobile: boolean): boolean => !mobile;

/** The app's name, which the title spells or, as the mark alone, is named by. */
export const APP_NAME = 'Gatherly';

/** The header's row: the menu button, the title, then the event chip, the bell and the account menu. */
export const headerStyle = (mobile: boolean): CSSProperties => ({
  height: HEADER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: mobile ? 8 : 12,
  paddingInline: mobile ? 12 : 16,
});

/**
 * The screen beside the side bar; on a phone it clears the bottom bar. It shares the row with the side bar
 * and may shrink below its content's widest line (minWidth 0): a flex item otherwise grows to fit, say, a
 * carousel's track, and the page scrolls sideways.
 */
export const contentStyle = (mobile: boolean): CSSProperties => ({
  padding: mobile ? '16px 12px 88px' : SPACE_LARGE,
  maxWidth: 1200,
  width: '100%',
  minWidth: 0,
  margin: '0 auto',
});

/**
 * The column beside the side bar: the content's container for container query units, so that a
 * full-width banner can reach the column's edges from inside the centred content.
 */
export const COLUMN_STYLE: CSSProperties = { flex: '1 1 0', minWidth: 0, containerType: 'inline-size' };

/** The event dashboard's heading (Typography.Title level). */
export const DASHBOARD_TITLE_LEVEL: HeadingLevel = 2;

/**
 * The dashboard banner (spec section 9): the recommended 1200x400 upload's shape, at least 200 px high
 * and at most 60 % of the window's height. Contained sits in a card at most 960 px wide; Full-width spans
 * the whole column, edge to edge and flush with the header.
 */
export const BANNER = { minHeight: 200, maxHeight: '60vh', aspectRatio: '3 / 1', containedMaxWidth: 960 } as const;
export type BannerLook = 'contained' | 'full-width';

/** The banner's box in each look; `card` is the contained card's paint (background, border). */
export function bannerBoxStyle(look: BannerLook, mobile: boolean, card: CSSProperties): CSSProperties {
  const paddingTop = mobile ? 16 : SPACE_LARGE;
  return look === 'full-width'
    ? { width: '100cqw', marginInline: 'calc(50% - 50cqw)', marginTop: -paddingTop, overflow: 'hidden' }
    : {
        ...card,
        width: '100%',
        maxWidth: BANNER.containedMaxWidth,
        marginInline: 'auto',
        borderRadius: CARD_RADIUS,
        overflow: 'hidden',
        boxSizing: 'border-box',
      };
}
