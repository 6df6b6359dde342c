import { Skeleton } from 'antd';
import { loadedOnRender } from '@gatherly/shared/ui';
import { type ComponentType, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { registerServiceWorker } from '../boot/service-worker';
import { RemoteSection } from '../remotes/remote-section';
import { EventDashboard } from '../screens/event-dashboard';
import { TravelRedirect } from '../screens/travel-redirect';
import { AdminOnly, EventRoute } from './event-route';
import { EventThemeRoute } from './event-theme-route';
import { OPERATOR_CONSOLE_PATH } from './layout/account-menu';
import { AppLayout } from './layout/app-layout';
import { OperatorOnly } from './operator-only';
import { UpgradePromptHost } from './upgrade-prompt-host';

/**
 * A screen whose code, and the antd components only it renders, load when its route is first opened. The
 * event dashboard alone is part of this module: it is the screen a member opens most, and the one a phone
 * must show fastest.
 */
function onDemand(load: () => Promise<ComponentType>) {
  return loadedOnRender(load, () => <Skeleton active />);
}

const PricingPage = onDemand(() => import('../screens/plans/pricing-page').then(({ PricingPage }) => PricingPage));
const EventsDashboard = onDemand(() =>
  import('../screens/events-dashboard').then(({ EventsDashboard }) => EventsDashboard),
);
const CreateEvent = onDemand(() => import('../screens/create-event').then(({ CreateEvent }) => CreateEvent));
const InvitationPage = onDemand(() =>
  import('../screens/invitation-page').then(({ InvitationPage }) => InvitationPage),
);
const ActivityPage = onDemand(() => import('../screens/activity-page').then(({ ActivityPage }) => ActivityPage));
const NotFound = onDemand(() => import('../screens/not-found').then(({ NotFound }) => NotFound));

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
                <Route path="costs" element={<RemoteSection name="costs" />} />
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
              <Route path="/pricing" element={<PricingPage />} />
              <Route
                path={`${OPERATOR_CONSOLE_PATH}/*`}
                element={
                  <OperatorOnly otherwise={<NotFound />}>
                    <RemoteSection name="admin" />
                  </OperatorOnly>
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
