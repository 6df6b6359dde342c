import { useAuth } from '@gatherly/shared';
import { lazy, Suspense } from 'react';
import { Landing } from './landing/landing';
import { Splash } from './landing/splash';

/**
 * Everything behind sign-in (and the invitation page) uses antd and the router: both load after the
 * landing page, which needs neither, so its critical path stays small.
 */
const SignedInApp = lazy(() => import('./app/signed-in-app'));
const PublicApp = lazy(() => import('./app/public-app'));

/**
 * Signed out, every route shows the landing page except the public invitation page; signed in, the
 * app's routes apply (spec section 2).
 */
export function AppRoutes() {
  const { user, loading, domainError } = useAuth();
  if (loading) return <Splash />;
  const invitation = window.location.pathname.startsWith('/invite/');
  if (!user && !invitation && !domainError) return <Landing />;
  return <Suspense fallback={<Splash />}>{user ? <SignedInApp /> : <PublicApp />}</Suspense>;
}
