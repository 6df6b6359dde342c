import { ArrowLeftOutlined, CloudSyncOutlined } from '@ant-design/icons';
import { isAdmin, useCurrentEvent } from '@gatherly/shared';
import { Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAutoSave } from './auto-save/use-auto-save';
import { BannerSection } from './banner/banner-section';
import { BasicInfoSection } from './basics/basic-info-section';
import { LowerCards } from './below-the-fold/lower-cards';
import { useEventDetail } from './event-query';

/** Event Settings (spec section 2), for admins and the creator; every field saves itself. */
export default function Section() {
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const { events } = useCurrentEvent();
  const event = useEventDetail(eventId);
  const autoSave = useAutoSave(eventId);
  const role = events?.find((listed) => listed.id === eventId)?.role;

  if (!eventId) return <Navigate to="/" replace />;
  if (role && !isAdmin(role)) return <Navigate to={`/events/${eventId}`} replace />;
  if (!event.data || !role) {
    return (
      <Card role="status" aria-label="Loading settings">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Flex gap={12} align="flex-start">
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label="Back to event"
          onClick={() => navigate(`/events/${eventId}`)}
        />
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Event Settings
          </Typography.Title>
          <Typography.Text type="secondary">Configure your event details, branding, and preferences</Typography.Text>
        </div>
      </Flex>
      {/* A quiet note, not an alert: nothing is wrong, and each field shows its own save status. */}
      <Typography.Text type="secondary">
        <CloudSyncOutlined /> Changes are saved automatically as you edit
      </Typography.Text>
      <Form layout="vertical" component="div" requiredMark={false}>
        <Flex vertical gap={16}>
          <BannerSection event={event.data} autoSave={autoSave} />
          <BasicInfoSection event={event.data} autoSave={autoSave} />
          <LowerCards event={event.data} autoSave={autoSave} role={role} />
        </Flex>
      </Form>
    </Flex>
  );
}
