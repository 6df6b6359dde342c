import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SKIP_LANDING_ATTRIBUTE } from './first-paint';

/**
 * Takes #root over. When the first screen is the landing page the build prerendered into #root, React
 * hydrates that markup: the same nodes stay and become interactive, so nothing repaints or shifts.
 * Otherwise the prerender (hidden since the first paint) is dropped and the app renders from scratch.
 */
export function mountApp(container: Element, app: ReactNode, landingFirst: boolean): Root {
  if (landingFirst && container.hasChildNodes()) return hydrateRoot(container, app);
  container.replaceChildren();
  document.documentElement.removeAttribute(SKIP_LANDING_ATTRIBUTE);
  const root = createRoot(container);
  root.render(app);
  return root;
}
