import { useMediaQuery } from '@gatherly/shared';

/** Spec section 9: the mobile breakpoint is 768 px. */
export const MOBILE_BREAKPOINT = 768;

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}
