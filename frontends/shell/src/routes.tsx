import { useAuth } from '@gatherly/shared';
import { lazy, Suspense } from 'react';
import { INVITATION_PATH } from './boot/first-paint';
import { useSessionHint } from './boot/session-hint';
import { Landing } from './landing/landing';
import { Splash } from './landing/splash';

/**
 * Everything behind sign-in (and the invitation page) uses antd and the router: both load after the
 * landing page, which needs neither, so its critical path stays small.
 */
const loadSignedInApp = () => import('./app/signed-in-app');
const loadPublicApp = () => import('./app/public-app');
const SignedInApp = lazy(loadSignedInApp);
const PublicApp = lazy(loadPublicApp);

/**
 * When the first screen is not the landing page, its app (antd and all) starts loading alongside the
 * session check rather than after it: its download and start-up overlap the check's round trips.
 */
export function preloadApp(signedIn: boolean): void {
  void (signedIn ? loadSignedInApp() : loadPublicApp());
}

/**
 * Signed out, every route shows the landing page except the public invitation page; signed in, the
 * app's routes apply (spec section 2). While the session check runs, the screen the page first painted
 * stays: the prerendered landing page (hydrated, not replaced) or, for a returning member, the splash.
 */
export function AppRoutes({ landingFirst }: { landingFirst: boolean }) {
  const { user, loading, domainError } = useAuth();
  useSessionHint();
  if (loading) return landingFirst ? <Landing /> : <Splash />;
  const invitation = window.location.pathname.startsWith(INVITATION_PATH);
  if (!user && !invitation && !domainError) return <Landing />;
  return <Suspense fallback={<Splash />}>{user ? <SignedInApp /> : <PublicApp />}</Suspense>;
}
