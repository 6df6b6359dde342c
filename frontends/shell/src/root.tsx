import { AuthProvider, createQueryClient, CurrentEventProvider, ThemeModeProvider } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { notify } from './notifications';
import { AppRoutes } from './routes';

const queryClient = createQueryClient();

/** The whole app; `landingFirst` says which screen the page painted before the session check answers. */
export function Root({ landingFirst }: { landingFirst: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <AuthProvider notify={notify}>
          <CurrentEventProvider>
            <AppRoutes landingFirst={landingFirst} />
          </CurrentEventProvider>
        </AuthProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
