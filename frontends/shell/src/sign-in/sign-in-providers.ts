import { apiCall } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

/** Google, or the other OpenID provider the server may be configured with. */
export type SignInProvider = 'google' | 'oidc';

/** Which providers the server offers besides Google (`oidc`: another OpenID provider, by name). */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => apiCall('GET', '/api/auth/providers'),
    staleTime: Infinity,
    retry: false,
  });
}
