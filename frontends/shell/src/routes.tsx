import { lazyRetrying, retryUntilLoaded, useAuth } from '@gatherly/shared';
import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { INVITATION_PATH } from './boot/first-paint';
import { leaveForLanding, returnAfterSignIn } from './boot/return-path';
import { useSessionHint } from './boot/session-hint';
import { Landing } from './landing/landing';
import { Splash } from './landing/splash';

/**
 * Everything behind sign-in (and the invitation page) uses antd and the router: both load after the
 * landing page, which needs neither, so its critical path stays small.
 */
const loadPublicApp = () => import('./app/public-app');
const PublicApp = lazyRetrying(loadPublicApp);
/** One load of the signed-in app, which appReady waits for before the lazy component renders it. */
let signedInApp: Promise<typeof import('./app/signed-in-app')> | undefined;
const loadSignedInApp = () =>
  (signedInApp ??= retryUntilLoaded(() => import(/* webpackChunkName: "signed-in-app" */ './app/signed-in-app')));
const SignedInApp = lazyRetrying(loadSignedInApp);

/**
 * How long the loaded app still waits for dashboard lists the start-up worker has not sent yet: rendered
 * without them, the dashboard's stats would show zeros, then the counts. Longer, and a slow server would
 * keep the frame, which offers nothing to click, on screen.
 */
export const LATE_LISTS_MS = 1_000;

/**
 * Settles once the signed-in app has loaded and the dashboard's lists are in its cache (or known not to
 * come), or LATE_LISTS_MS after the app when the lists are late.
 */
function appReady(listsSeeded: Promise<void> | undefined): Promise<unknown> {
  const app = loadSignedInApp();
  if (!listsSeeded) return app;
  const late = app.then(() => new Promise((resolve) => setTimeout(resolve, LATE_LISTS_MS)));
  return Promise.all([app, Promise.race([listsSeeded, late])]);
}

type Frame = typeof import('./app/frame/signed-in-frame').default;
/** The frame once its chunk has arrived: rendered at once then, with no Suspense to reveal it late. */
let loadedFrame: Frame | undefined;
const loadFrame = () =>
  retryUntilLoaded(() => import(/* webpackChunkName: "signed-in-frame" */ './app/frame/signed-in-frame')).then(
    ({ default: frame }) => {
      loadedFrame = frame;
      return frame;
    },
  );

/**
 * When the first screen is not the landing page, what it shows first starts loading alongside the
 * session check. For a returning member that is the frame of the signed-in screens, not antd: on a slow
 * phone the page is bound by its main thread, and evaluating antd while the session check's round trips
 * wait for it would hold the frame back as long as the app itself. antd loads once the check has answered.
 */
export function preloadApp(signedIn: boolean): void {
  // A failed preload costs nothing: the screen loads (and retries) when it renders.
  void (signedIn ? loadFrame() : loadPublicApp().catch(() => undefined));
}

/**
 * Signed out, every route shows the landing page except the public invitation page; signed in, the
 * app's routes apply (spec section 2). While the session check runs, the screen the page first painted
 * stays: the prerendered landing page (hydrated, not replaced) or, for a returning member, the splash.
 * While the signed-in app (antd and all) loads, its frame shows; `listsSeeded` says when the start-up's
 * reads for the dashboard are in (ResumedStart).
 */
export function AppRoutes({ landingFirst, listsSeeded }: { landingFirst: boolean; listsSeeded?: Promise<void> }) {
  const { user, loading, domainError } = useAuth();
  useSessionHint();
  const invitation = window.location.pathname.startsWith(INVITATION_PATH);
  const landing = !loading && !user && !invitation && !domainError;
  // A signed-out visitor sees the landing page at / whatever route they opened (spec section 2).
  useEffect(() => {
    if (landing) leaveForLanding();
  }, [landing]);
  if (loading) return landingFirst ? <Landing /> : <Splash />;
  if (!user && !invitation && !domainError) return <Landing />;
  if (!user)
    return (
      <Suspense fallback={<Splash />}>
        <PublicApp />
      </Suspense>
    );
  return <SignedInScreens listsSeeded={listsSeeded} />;
}

/**
 * The signed-in app, requested only once its frame has painted all it can show (see preloadApp), and
 * rendered once the start-up's reads for its first screen are in (see appReady).
 */
function SignedInScreens({ listsSeeded }: { listsSeeded: Promise<void> | undefined }) {
  // Before the frame first renders, so it paints the route the visitor asked for before signing in.
  useState(returnAfterSignIn);
  const [Frame, setFrame] = useState(() => loadedFrame);
  const [started, setStarted] = useState(false);
  // A transition: while the app loads, React keeps the frame on screen rather than mounting a fallback copy.
  const start = useCallback(() => {
    void appReady(listsSeeded).then(() => startTransition(() => setStarted(true)));
  }, [listsSeeded]);
  useEffect(() => {
    if (!Frame) void loadFrame().then((frame) => setFrame(() => frame));
  }, [Frame]);
  if (!Frame) return <Splash />;
  return <Suspense fallback={<Frame />}>{started ? <SignedInApp /> : <Frame onSettled={start} />}</Suspense>;
}
