import {
  CalendarOutlined,
  CameraOutlined,
  CarOutlined,
  CheckCircleOutlined,
  HeartFilled,
  HeartOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import {
  apiGet,
  apiRequest,
  type Carpool,
  type Flight,
  type Photo,
  type RsvpStatus,
  type ScheduleItem,
  daysToGoText,
  errorMessage,
  formatMonthDay,
  formatMonthDayTime,
  queryKeys,
  useCurrentEvent,
} from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Carousel,
  Col,
  Empty,
  Image,
  List,
  Row,
  Segmented,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { PlaceholderCards } from '../app/event-route';
import { ActivityList } from './activity-list';

interface Slide {
  kind: 'custom' | 'photo';
  url: string;
  caption?: string | null;
}

const RSVP_LABEL: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' };

/** antd draws empty-list texts in its disabled grey, below AA contrast; this is readable. */
const EmptyText = ({ children }: { children: string }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);

function useEventList<T>(eventId: string, key: readonly unknown[], path: string, field: string) {
  return useQuery({
    queryKey: key,
    queryFn: async () => ((await apiGet<Record<string, T[]>>(`/api/events/${eventId}/${path}`))?.[field] ?? []) as T[],
    enabled: Boolean(eventId),
  });
}

/** The event dashboard (spec section 2), with the user's own RSVP status on each schedule chip. */
export function EventDashboard() {
  const { eventId = '' } = useParams();
  const current = useCurrentEvent().currentEvent;
  // The route's event becomes the current one in an effect; until then the previous one must not show.
  const currentEvent = current?.id === eventId ? current : null;
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const enabled = Boolean(eventId);
  const slides = useQuery({
    queryKey: queryKeys.bannerSlides(eventId),
    queryFn: async () => (await apiGet<{ slides: Slide[] }>(`/api/events/${eventId}/banner-slides`))?.slides ?? [],
    enabled,
  });
  const photos = useEventList<Photo>(eventId, queryKeys.photos(eventId), 'photos', 'photos');
  const flights = useEventList<Flight>(eventId, queryKeys.flights(eventId), 'flights', 'flights');
  const carpools = useEventList<Carpool>(eventId, queryKeys.carpools(eventId), 'carpools', 'carpools');
  const schedule = useEventList<ScheduleItem>(eventId, queryKeys.schedule(eventId), 'schedule', 'schedule');

  const vote = useMutation({
    mutationFn: (photo: Photo) => apiRequest(photo.userVoted ? 'DELETE' : 'POST', `/api/photos/${photo.id}/vote`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.photos(eventId) }),
  });
  const rsvp = useMutation({
    mutationFn: ({ item, status }: { item: ScheduleItem; status: RsvpStatus }) =>
      apiRequest('PUT', `/api/schedule/${item.id}/rsvp`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.schedule(eventId) }),
    onError: (error) =>
      notify({ title: 'Error', description: errorMessage(error, 'Failed to save your RSVP.'), variant: 'destructive' }),
  });

  if (!currentEvent) return <PlaceholderCards />;
  const isAdmin = currentEvent.role === 'admin' || currentEvent.role === 'creator';
  const banner = currentEvent.bannerSettings;
  const rsvpTotal = (schedule.data ?? []).reduce((sum, item) => sum + item.rsvpCounts.going, 0);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card styles={{ body: { padding: 0, overflow: 'hidden' } }}>
        {slides.data && slides.data.length > 0 ? (
          <Carousel autoplay={banner.autoRotate} autoplaySpeed={banner.rotateInterval} pauseOnHover>
            {slides.data.map((slide) => (
              <div key={slide.url}>
                <img
                  src={slide.url}
                  alt={slide.caption ?? currentEvent.name}
                  style={{ width: '100%', height: 'clamp(200px, 40vw, 60vh)', objectFit: 'cover', display: 'block' }}
                />
              </div>
            ))}
          </Carousel>
        ) : (
          <div
            style={{
              minHeight: 200,
              display: 'grid',
              placeItems: 'center',
              background: 'var(--ant-color-primary-bg, #ede9fe)',
            }}
          >
            <Typography.Text strong style={{ fontSize: 28 }}>
              {currentEvent.name}
            </Typography.Text>
          </div>
        )}
      </Card>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {currentEvent.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            <CalendarOutlined /> {daysToGoText(currentEvent.startDate)}
            {currentEvent.location ? ` · ${currentEvent.location}` : ''}
          </Typography.Text>
        </div>
        {isAdmin && (
          <Space>
            <Button icon={<SettingOutlined />} onClick={() => navigate(`/events/${eventId}/settings`)}>
              Settings
            </Button>
            <Button type="primary" icon={<SendOutlined />} onClick={() => navigate(`/events/${eventId}/members`)}>
              Invite
            </Button>
          </Space>
        )}
      </Space>
      <Row gutter={[12, 12]}>
        {[
          ['RSVPs', rsvpTotal, <CheckCircleOutlined key="r" />],
          ['Photos', photos.data?.length ?? 0, <CameraOutlined key="p" />],
          ['Flights', flights.data?.length ?? 0, <SendOutlined key="f" />],
          ['Carpools', carpools.data?.length ?? 0, <CarOutlined key="c" />],
        ].map(([title, value, icon]) => (
          <Col xs={12} md={6} key={String(title)}>
            <Card size="small">
              <Statistic title={title as string} value={value as number} prefix={icon} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card
            title="Recent Activity"
            extra={
              <Button type="link" onClick={() => navigate('/activity')}>
                View All
              </Button>
            }
          >
            <ActivityList eventId={eventId} limit={5} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="Photos"
            extra={
              <Button type="link" onClick={() => navigate(`/events/${eventId}/photos`)}>
                View All
              </Button>
            }
          >
            {(photos.data ?? []).length === 0 ? (
              <Empty description="No Photos Yet" />
            ) : (
              <Row gutter={[8, 8]}>
                {(photos.data ?? []).slice(0, 6).map((photo) => (
                  <Col span={8} key={photo.id}>
                    <Image
                      src={`/api/photos/${photo.id}/image?size=thumb`}
                      alt={photo.caption ?? 'Photo'}
                      style={{ aspectRatio: '1', objectFit: 'cover' }}
                    />
                    <Button
                      type="text"
                      size="small"
                      aria-label={photo.userVoted ? 'Remove vote' : 'Vote'}
                      aria-pressed={photo.userVoted}
                      icon={photo.userVoted ? <HeartFilled style={{ color: '#ef4444' }} /> : <HeartOutlined />}
                      onClick={() => vote.mutate(photo)}
                    >
                      {photo.votes}
                    </Button>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="Travel Coordination"
            extra={
              <Button type="link" onClick={() => navigate('/travel')}>
                Add Flight
              </Button>
            }
          >
            <List
              locale={{ emptyText: <EmptyText>No Flights Added</EmptyText> }}
              dataSource={(flights.data ?? []).slice(0, 3)}
              renderItem={(flight) => (
                <List.Item>
                  <List.Item.Meta
                    title={`${flight.departure} → ${flight.arrival}`}
                    description={`${flight.airline} ${flight.flightNumber} · ${formatMonthDayTime(flight.departureTime)}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="Carpools"
            extra={
              <Button type="link" onClick={() => navigate('/travel')}>
                Create Carpool
              </Button>
            }
          >
            <List
              locale={{ emptyText: <EmptyText>No Carpools Created</EmptyText> }}
              dataSource={(carpools.data ?? []).slice(0, 3)}
              renderItem={(carpool) => (
                <List.Item extra={<Tag>{`${carpool.currentSeats}/${carpool.maxSeats}`}</Tag>}>
                  <List.Item.Meta
                    title={`${carpool.fromLocation} → ${carpool.toLocation}`}
                    description={formatMonthDayTime(carpool.departureTime)}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Event Schedule">
            <List
              locale={{ emptyText: <EmptyText>No schedule items yet</EmptyText> }}
              dataSource={schedule.data ?? []}
              renderItem={(item) => (
                <List.Item>
                  <List.Item.Meta
                    title={item.title}
                    description={`${formatMonthDay(item.startTime)} · ${formatMonthDayTime(item.startTime)}${item.location ? ` · ${item.location}` : ''}`}
                  />
                  <Space direction="vertical" align="end">
                    <Tag color={item.userRsvp === 'going' ? 'green' : item.userRsvp ? 'default' : 'orange'}>
                      {item.userRsvp ? RSVP_LABEL[item.userRsvp] : 'Not Responded'}
                    </Tag>
                    <Segmented
                      size="small"
                      value={item.userRsvp ?? undefined}
                      onChange={(status) => rsvp.mutate({ item, status: status as RsvpStatus })}
                      options={(['going', 'maybe', 'not_going'] as const).map((status) => ({
                        label: RSVP_LABEL[status],
                        value: status,
                      }))}
                    />
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
