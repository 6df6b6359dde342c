import { CalendarOutlined } from '@ant-design/icons';
import { generate } from '@ant-design/colors';
import { eventPalette, FONT_FAMILY, queryKeys, useCurrentEvent, useThemeMode } from '@gatherly/shared';
import { useIsFetching } from '@tanstack/react-query';
import { type CSSProperties, useEffect } from 'react';
import { useIsMobile } from '../layout/use-mobile';
import { isThemedPath } from '../themed-path';
import { INVITATION_PATH } from '../../boot/first-paint';
import { dashboardEventId } from '../../boot/start-up';
import { dashboardSubtitle, SLIDE_IMAGE_STYLE, useBannerSlides } from '../../screens/banner-slides';

/** antd's border between cards and the page (colorBorderSecondary), light and dark. */
const BORDER = { light: '#f0f0f0', dark: '#303030' };

const heading: CSSProperties = { margin: 0, fontWeight: 600, whiteSpace: 'nowrap' };

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
  const border = `1px solid ${dark ? BORDER.dark : BORDER.light}`;
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
    fontSize: 14,
    lineHeight: 1.5714285714285714,
  };
  return (
    <div role="status" aria-label="Loading" data-app-frame="" style={page}>
      {layout && <Header mobile={mobile} menu={showSide && mobile} background={palette.container} />}
      <div style={{ display: 'flex', flex: 'auto', minHeight: 0 }}>
        {layout && showSide && !mobile && (
          <aside style={{ flex: '0 0 240px', width: 240, background: palette.container }} />
        )}
        <div
          style={{
            padding: mobile ? '16px 12px 88px' : 24,
            maxWidth: 1200,
            width: '100%',
            margin: '0 auto',
            boxSizing: 'border-box',
          }}
        >
          {event && (
            <DashboardTop
              onSettled={onSettled}
              eventId={event.id}
              name={event.name}
              when={dashboardSubtitle(event)}
              card={{ background: palette.container, border, borderRadius: 12, overflow: 'hidden' }}
              bannerBackground={generate(palette.primary, dark ? { theme: 'dark' } : undefined)[0]!}
              secondary={palette.textSecondary}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** AppLayout's header as it stands before its buttons: the menu button's place on a phone, and the title. */
function Header({ mobile, menu, background }: { mobile: boolean; menu: boolean; background: string }) {
  return (
    <header
      style={{
        height: 64,
        flex: '0 0 auto',
        display: 'flex',
        alignItems: 'center',
        gap: mobile ? 8 : 12,
        paddingInline: mobile ? 12 : 16,
        background,
        boxSizing: 'border-box',
      }}
    >
      {menu && <span style={{ width: 40, height: 40, flex: '0 0 auto' }} />}
      <span style={{ ...heading, fontSize: mobile ? 16 : 20, lineHeight: mobile ? 1.5 : 1.4 }}>
        <CalendarOutlined /> Gatherly
      </span>
    </header>
  );
}

function DashboardTop(props: {
  onSettled?: () => void;
  eventId: string;
  name: string;
  when: string;
  card: CSSProperties;
  bannerBackground: string;
  secondary: string;
}) {
  const slides = useBannerSlides(props.eventId);
  const first = slides.data?.[0];
  useAfterPaint(slides.isPending ? undefined : props.onSettled);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div style={props.card}>
        {first ? (
          <img src={first.url} alt={first.caption ?? props.name} style={SLIDE_IMAGE_STYLE} />
        ) : (
          <div style={{ minHeight: 200, display: 'grid', placeItems: 'center', background: props.bannerBackground }}>
            <span style={{ fontSize: 28 }}>
              <strong style={{ fontWeight: 600 }}>{props.name}</strong>
            </span>
          </div>
        )}
      </div>
      {/* A wrapping row, as antd's Space: the heading shares it with the admin's buttons. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', width: '100%' }}>
        <div>
          <h2 style={{ ...heading, whiteSpace: 'normal', fontSize: 30, lineHeight: 1.2666666666666666 }}>
            {props.name}
          </h2>
          <span style={{ color: props.secondary }}>
            <CalendarOutlined /> {props.when}
          </span>
        </div>
      </div>
    </div>
  );
}
