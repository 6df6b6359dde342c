import { CalendarOutlined } from '@ant-design/icons';
import {
  type EventDetail,
  type EventPalette,
  eventPalette,
  FONT_FAMILY,
  queryKeys,
  useCurrentEvent,
  useThemeMode,
} from '@gatherly/shared';
import { useIsFetching } from '@tanstack/react-query';
import { type CSSProperties, useEffect } from 'react';
import { useIsMobile } from '../layout/use-mobile';
import { isThemedPath } from '../themed-path';
import { INVITATION_PATH } from '../../boot/first-paint';
import { dashboardEventId } from '../../boot/start-up';
import { useBannerSlides } from '../../screens/banner-slides';
import { EventFacts } from '../../screens/event-facts';
import { BannerBox, BannerSlide, EmptyBanner } from '../../screens/event-banner';
import {
  APP_NAME,
  CARD_BORDER_COLOR,
  COLUMN_STYLE,
  contentStyle,
  DASHBOARD_TITLE_LEVEL,
  FONT_SIZE,
  FONT_WEIGHT_STRONG,
  HEADING_FONT_SIZE,
  type HeadingLevel,
  headerStyle,
  headerTitleLevel,
  headerTitleNamed,
  lineHeightOf,
  MENU_BUTTON_SIZE,
  SIDER_WIDTH,
  SPACE_LARGE,
} from './frame-metrics';

/** A Typography.Title of the given level, as antd draws it. */
const heading = (level: HeadingLevel): CSSProperties => ({
  margin: 0,
  fontWeight: FONT_WEIGHT_STRONG,
  whiteSpace: 'nowrap',
  fontSize: HEADING_FONT_SIZE[level],
  lineHeight: lineHeightOf(HEADING_FONT_SIZE[level]),
});

/** Calls `done` once the frame this render produced has been painted. */
function useAfterPaint(done: (() => void) | undefined) {
  useEffect(() => {
    if (!done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
}

/**
 * The signed-in screen as it looks before antd has loaded: the layout's header and side bar and, on an
 * event's dashboard, its banner and heading, drawn with plain elements at exactly the places and in the
 * colours antd's render then gives them (AppLayout, EventDashboard), so it takes over without a shift.
 * Evaluating antd and its first render take a second on a slow phone; the event's name need not wait.
 * The heading shows only once the session check and the server have let this user see the event.
 * `onSettled` is called once it has painted all it will show: then antd may take the main thread.
 */
export default function SignedInFrame({ onSettled }: { onSettled?: () => void }) {
  const { pathname } = window.location;
  const mobile = useIsMobile();
  const dark = useThemeMode().mode === 'dark';
  const { currentEvent, accessTo, eventsLoading } = useCurrentEvent();
  const eventId = dashboardEventId(pathname);
  const event = eventId && currentEvent?.id === eventId && accessTo(eventId) === 'allowed' ? currentEvent : null;
  // With an event to show, its banner settles the frame; without one, the answers about events do.
  const eventsFetching = useIsFetching({ queryKey: queryKeys.events });
  useAfterPaint(!event && !eventsLoading && eventsFetching === 0 ? onSettled : undefined);
  const palette = eventPalette(isThemedPath(pathname) ? currentEvent?.themeColors : null, dark);
  const border = `1px solid ${CARD_BORDER_COLOR[palette.onDark ? 'dark' : 'light']}`;
  // The invitation page has no layout around it; every other signed-in screen has AppLayout's.
  const layout = !pathname.startsWith(INVITATION_PATH);
  const showSide = pathname !== '/';

  const page: CSSProperties = {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    background: palette.background,
    color: palette.text,
    fontFamily: FONT_FAMILY,
    fontSize: FONT_SIZE,
    lineHeight: lineHeightOf(FONT_SIZE),
  };
  return (
    <div role="status" aria-label="Loading" data-app-frame="" style={page}>
      {layout && <Header mobile={mobile} menu={showSide && mobile} background={palette.container} />}
      <div style={{ display: 'flex', flex: 'auto', minHeight: 0 }}>
        {layout && showSide && !mobile && (
          <aside style={{ flex: `0 0 ${SIDER_WIDTH}px`, width: SIDER_WIDTH, background: palette.container }} />
        )}
        <div style={COLUMN_STYLE}>
          <div style={{ ...contentStyle(mobile), boxSizing: 'border-box' }}>
            {event && (
              <DashboardTop
                onSettled={onSettled}
                event={event}
                mobile={mobile}
                card={{ background: palette.container, border }}
                palette={palette}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** AppLayout's header as it stands before its buttons: the menu button's place on a phone, and the title. */
function Header({ mobile, menu, background }: { mobile: boolean; menu: boolean; background: string }) {
  return (
    <header style={{ ...headerStyle(mobile), flex: '0 0 auto', background, boxSizing: 'border-box' }}>
      {menu && <span style={{ width: MENU_BUTTON_SIZE, height: MENU_BUTTON_SIZE, flex: '0 0 auto' }} />}
      {headerTitleNamed(mobile) ? (
        <span style={heading(headerTitleLevel(mobile))}>
          <CalendarOutlined /> {APP_NAME}
        </span>
      ) : (
        <span style={heading(headerTitleLevel(mobile))} aria-label={APP_NAME}>
          <CalendarOutlined />
        </span>
      )}
    </header>
  );
}

function DashboardTop(props: {
  onSettled?: () => void;
  event: EventDetail;
  mobile: boolean;
  card: CSSProperties;
  palette: EventPalette;
}) {
  const { event, palette } = props;
  const slides = useBannerSlides(event.id);
  const first = slides.data?.[0];
  useAfterPaint(slides.isPending ? undefined : props.onSettled);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: SPACE_LARGE }}>
      <BannerBox look={event.bannerSettings.style} mobile={props.mobile} card={props.card}>
        {first ? (
          <BannerSlide url={first.url} alt={first.caption ?? event.name} />
        ) : (
          <EmptyBanner name={event.name} logo={event.customLogo} colours={palette} dark={palette.onDark} />
        )}
      </BannerBox>
      {/* A wrapping row, as antd's Space: the heading shares it with the admin's buttons. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', width: '100%' }}>
        <div>
          <h2 style={{ ...heading(DASHBOARD_TITLE_LEVEL), whiteSpace: 'normal' }}>{event.name}</h2>
          <EventFacts event={event} color={palette.textSecondary} />
        </div>
      </div>
    </div>
  );
}
