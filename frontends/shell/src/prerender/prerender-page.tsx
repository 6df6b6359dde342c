import { AuthProvider, createQueryClient } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Landing } from '../landing/landing';
import { STARTUP_WORKER_CHUNK } from '../boot/early-startup';
import { firstPaintHead } from './first-paint-head';

/**
 * The landing page as a visitor's first client render produces it: signed out, the session check still
 * running. Same markup, so the client hydrates it without a mismatch. The providers add no markup; they
 * give the landing page that auth state (the app's other providers need a browser and add none either).
 */
export function prerenderLanding(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider notify={() => undefined}>
        <Landing />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/**
 * What the shell's build puts into its index.html (frontends/tooling/prerender.cjs), run in Node;
 * `chunkUrl` tells where the build wrote a named chunk.
 */
export function prerenderPage(chunkUrl: (name: string) => string): { head: string; root: string } {
  return { head: firstPaintHead(chunkUrl(STARTUP_WORKER_CHUNK)), root: prerenderLanding() };
}
