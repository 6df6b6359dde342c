import {
  CameraOutlined,
  CarOutlined,
  CheckCircleOutlined,
  NotificationOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { eventPalette, isAdmin, lazyRetrying, useCurrentEvent, useThemeMode } from '@gatherly/shared';
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { loadedOnOpen } from '@gatherly/shared/ui';
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PlaceholderCards } from '../app/event-route';
import { DASHBOARD_TITLE_LEVEL } from '../app/frame/frame-metrics';
import { useIsMobile } from '../app/layout/use-mobile';
import { useBannerSlides } from './banner-slides';
import { BannerBox, BannerSlide, EmptyBanner } from './event-banner';
import { useDashboardLists } from './dashboard-lists';
import { rsvpTotals } from './schedule/rsvp-answer';
import { useDatePoll } from './date-poll/date-poll-queries';
import { showsDatePoll } from './date-poll/date-poll-view';
import { EventFacts } from './event-facts';
import { usePinnedAnnouncements } from './announcements/announcement-queries';
import PinnedAnnouncements from './announcements/pinned-announcements';

/**
 * The cards below the stats render after the banner and heading have painted: on a fresh load antd
 * builds each component's styles on its first render, and theirs would hold up the first paint.
 */
const DashboardPanels = lazyRetrying(() => import(/* webpackChunkName: "dashboard-panels" */ './dashboard-panels'));

/** Most banners have one slide: the carousel (react-slick under antd's) loads only for those with more. */
const BannerCarousel = lazyRetrying(() => import('./banner-carousel'));

const AnnounceDialog = loadedOnOpen(
  () => import('./announcements/announce-dialog').then(({ default: AnnounceDialog }) => AnnounceDialog),
  ({ open }) => open,
);

/** The contained banner's card, as antd paints a Card. */
const BANNER_CARD = {
  background: 'var(--ant-color-bg-container)',
  border: '1px solid var(--ant-color-border-secondary)',
} as const;

/** The event dashboard (spec section 2): banner, heading, admin actions and stats, then its cards. */
export function EventDashboard() {
  const { eventId = '' } = useParams();
  const current = useCurrentEvent().currentEvent;
  // The route's event becomes the current one in an effect; until then the previous one must not show.
  const currentEvent = current?.id === eventId ? current : null;
  const navigate = useNavigate();
  const slides = useBannerSlides(eventId);
  const { photos, flights, carpools, schedule } = useDashboardLists(eventId);
  const mobile = useIsMobile();
  const dark = useThemeMode().mode === 'dark';
  const datePoll = useDatePoll(eventId, Boolean(currentEvent && !currentEvent.startDate));
  const pinned = usePinnedAnnouncements(eventId);
  const [announcing, setAnnouncing] = useState(false);

  if (!currentEvent) return <PlaceholderCards />;
  const banner = currentEvent.bannerSettings;
  const palette = eventPalette(currentEvent.themeColors, dark);
  const rsvps = rsvpTotals(schedule.data ?? []);

  return (
    <>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <BannerBox look={banner.style} mobile={mobile} card={BANNER_CARD}>
          {slides.data && slides.data.length > 1 ? (
            <Suspense
              fallback={<BannerSlide url={slides.data[0]!.url} alt={slides.data[0]!.caption ?? currentEvent.name} />}
            >
              <BannerCarousel
                slides={slides.data}
                alt={currentEvent.name}
                autoRotate={banner.autoRotate}
                interval={banner.rotateInterval}
              />
            </Suspense>
          ) : slides.data?.[0] ? (
            <BannerSlide url={slides.data[0].url} alt={slides.data[0].caption ?? currentEvent.name} />
          ) : (
            <EmptyBanner
              name={currentEvent.name}
              logo={currentEvent.customLogo}
              colours={palette}
              dark={palette.onDark}
            />
          )}
        </BannerBox>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <div>
            <Typography.Title level={DASHBOARD_TITLE_LEVEL} style={{ margin: 0 }}>
              {currentEvent.name}
            </Typography.Title>
            <EventFacts
              event={currentEvent}
              color="var(--ant-color-text-secondary)"
              datePoll={showsDatePoll(currentEvent, isAdmin(currentEvent.role), datePoll.data)}
            />
          </div>
          {isAdmin(currentEvent.role) && (
            <Space wrap>
              <Button icon={<SettingOutlined />} onClick={() => navigate(`/events/${eventId}/settings`)}>
                Settings
              </Button>
              <Button icon={<NotificationOutlined />} onClick={() => setAnnouncing(true)}>
                Announce
              </Button>
              <Button type="primary" icon={<SendOutlined />} onClick={() => navigate(`/events/${eventId}/members`)}>
                Invite
              </Button>
            </Space>
          )}
        </Space>
        {/* In the dashboard's own chunk, and seeded at start-up: shown in the first paint, moving nothing. */}
        {pinned.data && pinned.data.length > 0 && (
          <PinnedAnnouncements eventId={eventId} announcements={pinned.data} admin={isAdmin(currentEvent.role)} />
        )}
        <Row gutter={[12, 12]}>
          {[
            // RSVPs counts every answer (spec's name kept); how many are going is said under it.
            ['RSVPs', rsvps.answers, <CheckCircleOutlined key="r" />, `${rsvps.going} going`],
            ['Photos', photos.data?.length ?? 0, <CameraOutlined key="p" />],
            ['Flights', flights.data?.length ?? 0, <SendOutlined key="f" />],
            ['Carpools', carpools.data?.length ?? 0, <CarOutlined key="c" />],
          ].map(([title, value, icon, caption]) => (
            <Col xs={12} md={6} key={String(title)}>
              <Card size="small" style={{ height: '100%' }}>
                <Statistic title={title as string} value={value as number} prefix={icon} />
                {caption && <Typography.Text type="secondary">{caption as string}</Typography.Text>}
              </Card>
            </Col>
          ))}
        </Row>
        <Suspense fallback={null}>
          <DashboardPanels eventId={eventId} />
        </Suspense>
      </Space>
      {isAdmin(currentEvent.role) && (
        <AnnounceDialog
          eventId={eventId}
          zone={currentEvent.timeZone}
          open={announcing}
          onClose={() => setAnnouncing(false)}
        />
      )}
    </>
  );
}
