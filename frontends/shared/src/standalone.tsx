import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { type ComponentType, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
// Through the package names, not relative paths: these must be the federated singletons the section uses.
import {
  AuthProvider,
  createQueryClient,
  CurrentEventProvider,
  type Notify,
  ThemeModeProvider,
  type Toast,
  useAuth,
  useCurrentEvent,
} from '@gatherly/shared';
import { EventThemeProvider, useNotify } from '@gatherly/shared/ui';

interface StandaloneOptions {
  /** The section's path segment: /events/{id}/{name}. */
  name: string;
  title: string;
  /** A section of no event (the operator console): shown at this path and below it instead. */
  route?: string;
}

/** Toasts raised before antd's notification area exists wait for it. */
function toastRelay(): { notify: Notify; Binder: ComponentType } {
  let show: ((toast: Toast) => void) | null = null;
  const waiting: Toast[] = [];
  const notify: Notify = (toast) => (show ? show(toast) : void waiting.push(toast));
  function Binder() {
    const next = useNotify();
    useEffect(() => {
      show = next;
      waiting.splice(0).forEach(next);
    }, [next]);
    return null;
  }
  return { notify, Binder };
}

function SectionOfEvent({ Section }: { Section: ComponentType }) {
  const { eventId = '' } = useParams();
  const { accessTo, switchEvent, currentEvent } = useCurrentEvent();
  const access = accessTo(eventId);
  useEffect(() => {
    if (access === 'allowed') switchEvent(eventId);
  }, [access, eventId, switchEvent]);
  if (access === 'denied') return <Result status="403" title="You have not been invited to this event" />;
  if (access !== 'allowed' || currentEvent?.id !== eventId) return <Spin />;
  return (
    <EventThemeProvider colors={currentEvent.themeColors}>
      <Section />
    </EventThemeProvider>
  );
}

function EventPicker({ name, title }: StandaloneOptions) {
  const { events } = useCurrentEvent();
  return (
    <Card title={`${title}: choose an event`} loading={!events}>
      <Flex vertical gap={12}>
        {events?.length === 0 && <Typography.Text>No events yet: create one in the full app.</Typography.Text>}
        {events?.map((event) => (
          <Link key={event.id} to={`/events/${event.id}/${name}`}>
            {event.name}
          </Link>
        ))}
      </Flex>
    </Card>
  );
}

function Frame({ Section, options }: { Section: ComponentType; options: StandaloneOptions }) {
  const { user, loading, signIn } = useAuth();
  if (loading) return <Spin />;
  if (!user) {
    return (
      <Result
        title={`${options.title} (standalone)`}
        subTitle="Sign in to work on this section on its own."
        extra={
          <Button type="primary" onClick={() => void signIn()}>
            Sign In
          </Button>
        }
      />
    );
  }
  if (options.route) {
    return (
      <Routes>
        <Route path={`${options.route}/*`} element={<Section />} />
        <Route path="*" element={<Navigate to={options.route} replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path={`/events/:eventId/${options.name}`} element={<SectionOfEvent Section={Section} />} />
      <Route path="*" element={<EventPicker {...options} />} />
    </Routes>
  );
}

/**
 * A remote's section on its own, for local work on its dev server: the SDK's providers, sign-in and an
 * event picker around it, as the shell would provide them. Never part of a production build.
 */
export function renderStandalone(Section: ComponentType, options: StandaloneOptions): void {
  const { notify, Binder } = toastRelay();
  function App() {
    const queryClient = useMemo(createQueryClient, []);
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <EventThemeProvider>
            <Binder />
            <AuthProvider notify={notify}>
              <CurrentEventProvider>
                <BrowserRouter>
                  <Flex vertical style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
                    <Typography.Text type="secondary">Standalone: {options.title}</Typography.Text>
                    <Frame Section={Section} options={options} />
                  </Flex>
                </BrowserRouter>
              </CurrentEventProvider>
            </AuthProvider>
          </EventThemeProvider>
        </ThemeModeProvider>
      </QueryClientProvider>
    );
  }
  createRoot(document.getElementById('root')!).render(<App />);
}
