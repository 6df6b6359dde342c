import {
  apiRequest,
  ApiError,
  type AssignableRole,
  errorMessage,
  formatMonthDayYear,
  queryKeys,
  useAuth,
} from '@gatherly/shared';
import { RoleTag, useNotify } from '@gatherly/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

interface Invitation {
  email: string;
  role: AssignableRole;
  eventName: string;
  eventDescription: string | null;
  eventStartDate: string | null;
  eventEndDate: string | null;
  eventLocation: string | null;
}

/** Spec section 9: the welcome toast, then the event, two seconds later. */
const REDIRECT_MS = 2000;

function dateRange(start: string | null, end: string | null): string {
  if (!start) return 'Dates to be announced';
  return end ? `${formatMonthDayYear(start)} – ${formatMonthDayYear(end)}` : formatMonthDayYear(start);
}

/** /invite/{token}: the five states and the signed-in/out variants of spec section 2. */
export function InvitationPage() {
  const { token } = useParams();
  const { user, signIn, signOut } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const invitation = useQuery({
    queryKey: ['/api/invitations', token],
    queryFn: () => apiRequest<Invitation>('GET', `/api/invitations/${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
  });

  if (!token)
    return <Result status="warning" title="Invalid Invitation" subTitle="This invitation link is not valid" />;
  if (invitation.isLoading) {
    return (
      <Result
        icon={<Spin size="large" />}
        title="Loading Invitation..."
        subTitle="Please wait while we verify your invitation."
      />
    );
  }
  if (invitation.isError) {
    return (
      <Result
        status="404"
        title="Invitation Not Found"
        subTitle="This invitation link has expired or is no longer valid"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Go Home
          </Button>
        }
      />
    );
  }
  const details = invitation.data;
  if (!details?.eventName)
    return <Result status="error" title="Invitation Error" subTitle="Unable to load invitation details" />;

  const emailMatches = user?.email.toLowerCase() === details.email.toLowerCase();
  const accept = async () => {
    if (!user) {
      notify({
        title: 'Sign In Required',
        description: 'Please sign in to accept this invitation.',
        variant: 'destructive',
      });
      return;
    }
    if (!emailMatches) {
      notify({
        title: 'Email Mismatch',
        description: `This invitation is for ${details.email}. Please sign in with the correct email address.`,
        variant: 'destructive',
      });
      return;
    }
    setAccepting(true);
    try {
      const { event } = await apiRequest<{ event: { id: string; name: string } }>(
        'POST',
        `/api/invitations/${encodeURIComponent(token)}/accept`,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.events });
      notify({ title: 'Invitation Accepted!', description: `Welcome to ${event.name}. Redirecting to the event...` });
      setTimeout(() => navigate(`/events/${event.id}`), REDIRECT_MS);
    } catch (error) {
      setAccepting(false);
      notify({
        title: 'Error',
        description:
          error instanceof ApiError
            ? errorMessage(error, 'Failed to accept invitation. Please try again.')
            : 'Failed to accept invitation. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card style={{ maxWidth: 560, width: 'calc(100% - 32px)', margin: '48px auto' }}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          You're Invited
        </Typography.Title>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {details.eventName}
        </Typography.Title>
        {details.eventDescription && <Typography.Paragraph>{details.eventDescription}</Typography.Paragraph>}
        <Descriptions column={1} size="small">
          <Descriptions.Item label="When">{dateRange(details.eventStartDate, details.eventEndDate)}</Descriptions.Item>
          {details.eventLocation && <Descriptions.Item label="Where">{details.eventLocation}</Descriptions.Item>}
          <Descriptions.Item label="Invited">{details.email}</Descriptions.Item>
          <Descriptions.Item label="Role">
            <RoleTag role={details.role} />
          </Descriptions.Item>
        </Descriptions>
        {!user && (
          <Space wrap>
            <Button onClick={() => void signIn().catch(() => undefined)}>Sign In</Button>
            <Button type="primary" onClick={() => void signIn().catch(() => undefined)}>
              Accept Invitation
            </Button>
          </Space>
        )}
        {user && emailMatches && (
          <Button type="primary" size="large" block loading={accepting} onClick={() => void accept()}>
            {accepting ? 'Accepting...' : 'Accept Invitation'}
          </Button>
        )}
        {user && !emailMatches && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert
              type="warning"
              showIcon
              message={`This invitation is for ${details.email}, but you are signed in as ${user.email}.`}
            />
            <Button
              block
              onClick={() =>
                void signOut()
                  .then(() => signIn())
                  .catch(() => undefined)
              }
            >
              Sign In with Different Account
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
