import { apiCall } from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';

/** Which providers the server offers besides Google (`oidc`: another OpenID provider, by name). */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => apiCall('GET', '/api/auth/providers'),
    staleTime: Infinity,
    retry: false,
  });
}
