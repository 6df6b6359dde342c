import { useCurrentEvent } from '@gatherly/shared';
import { EventThemeProvider } from '@gatherly/shared/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The current event's colours apply on /events/* and /create-event only (spec section 2). */
export function EventThemeRoute({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { currentEvent } = useCurrentEvent();
  const themed = pathname.startsWith('/events/') || pathname === '/create-event';
  return <EventThemeProvider colors={themed ? currentEvent?.themeColors : null}>{children}</EventThemeProvider>;
}
