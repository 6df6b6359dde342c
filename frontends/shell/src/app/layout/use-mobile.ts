import { PHONE_QUERY, useMediaQuery } from '@gatherly/shared';

export function useIsMobile(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
