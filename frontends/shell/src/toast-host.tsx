import { EventThemeProvider, useNotify } from '@gatherly/shared/ui';
import { useEffect } from 'react';
import { bindToasts } from './notifications';

function Binder() {
  const notify = useNotify();
  useEffect(() => bindToasts(notify), [notify]);
  return null;
}

/**
 * Owns antd's notification area for the app's notify (notifications.ts), in the app's own React root.
 * Root renders it lazily, once the first toast asks for it: it brings antd.
 */
export default function ToastHost() {
  return (
    <EventThemeProvider>
      <Binder />
    </EventThemeProvider>
  );
}
