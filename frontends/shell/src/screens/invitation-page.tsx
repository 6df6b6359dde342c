import { apiRequest, ApiError, errorMessage, queryKeys, useAuth } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { rememberAcceptAfterSignIn, takeAcceptAfterSignIn } from './accept-after-sign-in';
import { type Invitation, InvitationCard } from './invitation-card';
import { useSignInChoice } from '../sign-in/sign-in-choice';

/** Spec section 9: the welcome toast, then the event, two seconds later. */
const REDIRECT_MS = 2000;

/**
 * Home: the router's for a signed-in user; a fresh load for a visitor, whose home (the landing page) is
 * not in the signed-out app's router.
 */
function GoHomeButton() {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      href="/"
      onClick={(event) => {
        if (!user) return;
        event.preventDefault();
        navigate('/');
      }}
    >
      Go Home
    </Button>
  );
}

/**
 * /invite/{token}: the five states and the signed-in/out variants of spec section 2, in the event's
 * colours. Signing in from here accepts at once; a member opening a used link is taken to the event.
 */
export function InvitationPage() {
  const { token } = useParams();
  const { user, signOut } = useAuth();
  const { startSignIn, chooser } = useSignInChoice();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const acceptStarted = useRef(false);
  const invitation = useQuery({
    // Per caller: a used link answers a member of its event with the way in.
    queryKey: ['/api/invitations', token, user?.id ?? null],
    queryFn: () => apiRequest<Invitation>('GET', `/api/invitations/${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
    retry: false,
  });
  const details = invitation.data;
  const emailMatches = Boolean(user && details && user.email.toLowerCase() === details.email.toLowerCase());

  const accept = useCallback(async () => {
    if (!token || !details) return;
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
  }, [token, details, user, emailMatches, notify, queryClient, navigate]);

  // Back from signing in that started here: accept without a second click (a wrong account sees why not).
  useEffect(() => {
    if (!token || !user || !details || details.joinedEventId || acceptStarted.current) return;
    if (!takeAcceptAfterSignIn(token)) return;
    acceptStarted.current = true;
    if (emailMatches) void accept();
  }, [token, user, details, emailMatches, accept]);

  const signInToAccept = () => {
    if (token) rememberAcceptAfterSignIn(token);
    startSignIn();
  };

  if (!token)
    return (
      <Result
        status="warning"
        title="Invalid Invitation"
        subTitle="This invitation link is not valid"
        extra={<GoHomeButton />}
      />
    );
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
      <>
        <Result
          status="404"
          title="Invitation Not Found"
          subTitle="This invitation link has expired or is no longer valid"
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <GoHomeButton />
              {/* A member who was signed out is taken to the event once signed in. */}
              {!user && <Button onClick={() => startSignIn()}>Sign In</Button>}
            </Space>
          }
        />
        {chooser}
      </>
    );
  }
  if (!details?.eventName)
    return <Result status="error" title="Invitation Error" subTitle="Unable to load invitation details" />;
  if (user && details.joinedEventId) return <Navigate to={`/events/${details.joinedEventId}`} replace />;

  const actions = (
    <>
      {!user && (
        <Space wrap>
          <Button onClick={signInToAccept}>Sign In</Button>
          <Button type="primary" onClick={signInToAccept}>
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
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            message={`This invitation is for ${details.email}, but you are signed in as ${user.email}.`}
          />
          <Button
            block
            onClick={() => {
              rememberAcceptAfterSignIn(token);
              startSignIn(signOut);
            }}
          >
            Sign In with Different Account
          </Button>
        </Space>
      )}
    </>
  );
  return (
    <>
      <InvitationCard invitation={details} actions={actions} />
      {chooser}
    </>
  );
}
