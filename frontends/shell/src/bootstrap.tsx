import { landingFirst } from './boot/first-paint';
import { mountApp } from './boot/mount';
import { hasSessionHint } from './boot/session-hint';
import type { Startup } from './boot/start-up';
import { Root } from './root';
import { preloadApp } from './routes';

/** Renders the app into #root with what the entry's start-up worker finds. */
export function start(startup: Promise<Startup>): void {
  const first = landingFirst();
  if (!first) preloadApp(hasSessionHint());
  mountApp(document.getElementById('root')!, <Root landingFirst={first} startup={startup} />, first);
}
