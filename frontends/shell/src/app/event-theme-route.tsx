import { useCurrentEvent } from '@gatherly/shared';
import { EventThemeProvider } from '@gatherly/shared/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isThemedPath } from './themed-path';

/** antd's theme in the current event's colours where they apply (isThemedPath). */
export function EventThemeRoute({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { currentEvent } = useCurrentEvent();
  return (
    <EventThemeProvider colors={isThemedPath(pathname) ? currentEvent?.themeColors : null}>
      {children}
    </EventThemeProvider>
  );
}
