import { AuthProvider, createQueryClient, CurrentEventProvider, ThemeModeProvider } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { notify } from './notifications';
import { AppRoutes } from './routes';

const queryClient = createQueryClient();

export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <AuthProvider notify={notify}>
          <CurrentEventProvider>
            <AppRoutes />
          </CurrentEventProvider>
        </AuthProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
