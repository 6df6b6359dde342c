import {
  AuthProvider,
  createQueryClient,
  CurrentEventProvider,
  lazyRetrying,
  ThemeModeProvider,
} from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { resumeFirstScreen } from './boot/seed-first-screen';
import type { Startup } from './boot/start-up';
import { notify, useToastHostWanted } from './notifications';
import { AppRoutes } from './routes';

const queryClient = createQueryClient();
const ToastHost = lazyRetrying(() => import('./toast-host'));

/** antd's toasts, in this root: nothing (and no antd) until the first toast asks for them. */
function Toasts() {
  const wanted = useToastHostWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * The whole app; `landingFirst` says which screen the page painted before the session check answers, and
 * `startup` is that check, with the first screen's reads, when the page's entry started it.
 */
export function Root({ landingFirst, startup }: { landingFirst: boolean; startup?: Promise<Startup> }) {
  const [resumed] = useState(() => startup && resumeFirstScreen(queryClient, startup));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <AuthProvider notify={notify} resumedSession={resumed?.session}>
          <CurrentEventProvider>
            <AppRoutes landingFirst={landingFirst} listsSeeded={resumed?.listsSeeded} />
          </CurrentEventProvider>
        </AuthProvider>
        <Toasts />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
