import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { registerServiceWorker } from '../boot/service-worker';
import { RemoteSection } from '../remotes/remote-section';
import { ActivityPage } from '../screens/activity-page';
import { CreateEvent } from '../screens/create-event';
import { EventDashboard } from '../screens/event-dashboard';
import { EventsDashboard } from '../screens/events-dashboard';
import { InvitationPage } from '../screens/invitation-page';
import { NotFound } from '../screens/not-found';
import { TravelRedirect } from '../screens/travel-redirect';
import { AdminOnly, EventRoute } from './event-route';
import { EventThemeRoute } from './event-theme-route';
import { AppLayout } from './layout/app-layout';
import { UpgradePromptHost } from './upgrade-prompt-host';

/** The plans page is reached from the upgrade dialog and the plan card: loaded when first opened. */
const PricingPage = lazy(() =>
  import('../screens/plans/pricing-page').then(({ PricingPage }) => ({ default: PricingPage })),
);

/**
 * Every route of spec section 2 for a signed-in user. Only a member gets the service worker (and its
 * precache of the whole app): a visitor reading the landing page downloads nothing they will not use.
 */
export default function SignedInApp() {
  useEffect(registerServiceWorker, []);
  return (
    <BrowserRouter>
      <EventThemeRoute>
        <UpgradePromptHost>
          <Routes>
            <Route path="/invite/:token" element={<InvitationPage />} />
            <Route path="/invite" element={<InvitationPage />} />
            <Route element={<AppLayout />}>
              <Route path="/" element={<EventsDashboard />} />
              <Route path="/create-event" element={<CreateEvent />} />
              <Route path="/events/:eventId" element={<EventRoute />}>
                <Route index element={<EventDashboard />} />
                <Route path="photos" element={<RemoteSection name="photos" />} />
                <Route path="travel" element={<RemoteSection name="travel" />} />
                <Route path="members" element={<RemoteSection name="members" />} />
                <Route
                  path="settings"
                  element={
                    <AdminOnly>
                      <RemoteSection name="settings" />
                    </AdminOnly>
                  }
                />
              </Route>
              <Route path="/travel" element={<TravelRedirect />} />
              <Route path="/activity" element={<ActivityPage />} />
              <Route
                path="/pricing"
                element={
                  <Suspense fallback={<Skeleton active />}>
                    <PricingPage />
                  </Suspense>
                }
              />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </UpgradePromptHost>
      </EventThemeRoute>
    </BrowserRouter>
  );
}
