import { useNotify } from '@gatherly/shared/ui';
import { EventThemeProvider } from '@gatherly/shared/ui';
import { ThemeModeProvider } from '@gatherly/shared';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { bindToasts } from './notifications';

function Binder() {
  const notify = useNotify();
  useEffect(() => bindToasts(notify), [notify]);
  return null;
}

let mounted = false;

/** A small React root of its own that owns antd's notification area. */
export function mountToastHost(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(
    <ThemeModeProvider>
      <EventThemeProvider>
        <Binder />
      </EventThemeProvider>
    </ThemeModeProvider>,
  );
}
