import type { InvitationPreview } from '@gatherly/shared';
import { EventLogo, EventThemeProvider, RoleTag } from '@gatherly/shared/ui';
import { Card, Descriptions, Space, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EventFacts, type EventEssentials } from './event-facts';

/** The invitation as GET /api/invitations/{token} answers it. */
export type Invitation = InvitationPreview;

/** The invitation's event as the dashboard shows its essentials. */
export function essentialsOf(invitation: Invitation): EventEssentials {
  return {
    startDate: invitation.eventStartDate,
    endDate: invitation.eventEndDate,
    timeZone: invitation.eventTimeZone,
    location: invitation.eventLocation,
    mapUrl: invitation.eventMapUrl,
    description: invitation.eventDescription,
    dressCode: invitation.eventDressCode,
    registryUrl: invitation.eventRegistryUrl,
    faq: invitation.eventFaq,
  };
}

/** The page behind the card, in the event's background colour. */
function EventBackdrop({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        background: token.colorBgLayout,
        padding: 'clamp(16px, 6vw, 64px) 16px',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </div>
  );
}

function InvitationCardBody({ invitation, actions }: { invitation: Invitation; actions: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Card
      style={{ maxWidth: 560, margin: '0 auto', borderTop: `6px solid ${token.colorPrimary}` }}
      styles={{ body: { padding: 'clamp(20px, 5vw, 32px)' } }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space size="middle" align="center" style={{ minWidth: 0 }}>
          <EventLogo name={invitation.eventName} logo={invitation.eventLogo} size={64} />
          <div style={{ minWidth: 0 }}>
            {/* One line beside the logo on a phone. */}
            <Typography.Title level={2} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
              You're Invited
            </Typography.Title>
            <Typography.Text type="secondary">
              Hosted by <Typography.Text strong>{invitation.hostName}</Typography.Text>
            </Typography.Text>
          </div>
        </Space>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {invitation.eventName}
        </Typography.Title>
        <EventFacts event={essentialsOf(invitation)} color={token.colorTextSecondary} />
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Invited">
            <span style={{ overflowWrap: 'anywhere' }}>{invitation.email}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Role">
            <RoleTag role={invitation.role} />
          </Descriptions.Item>
        </Descriptions>
        {actions}
      </Space>
    </Card>
  );
}

/** A valid invitation, painted in its event's colours with its logo, host and essentials. */
export function InvitationCard({ invitation, actions }: { invitation: Invitation; actions: ReactNode }) {
  return (
    <EventThemeProvider colors={invitation.themeColors}>
      <EventBackdrop>
        <InvitationCardBody invitation={invitation} actions={actions} />
      </EventBackdrop>
    </EventThemeProvider>
  );
}
