import { CURRENT_EVENT_KEY } from '@gatherly/shared';
import { DASHBOARD_PATH, EARLY_STARTUP_GLOBAL, startStartupWorker } from '../boot/early-startup';
import { INVITATION_PATH, SESSION_HINT_KEY, SKIP_LANDING_ATTRIBUTE } from '../boot/first-paint';

/** The SDK's stored theme preference (ThemeModeProvider): the first paint uses the mode the app will. */
const THEME_KEY = 'theme';

/**
 * Runs inline in <head>, stringified, before any bundle: it may use only its parameters and browser
 * globals. The theme follows the SDK's rule (stored preference, else the system's) so a dark-mode visitor
 * sees no light flash; the skip attribute hides the prerendered landing from who will not get it.
 */
function markFirstPaint(hintKey: string, skipAttribute: string, invitationPath: string, themeKey: string): void {
  const html = document.documentElement;
  let theme: string | null = null;
  let signedIn = false;
  try {
    theme = localStorage.getItem(themeKey);
    signedIn = localStorage.getItem(hintKey) === '1';
  } catch {
    // Storage is blocked: the system theme, and the landing page.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  html.setAttribute('data-theme', theme);
  if (signedIn || location.pathname.startsWith(invitationPath)) html.setAttribute(skipAttribute, '');
}

const ARGUMENTS = [SESSION_HINT_KEY, SKIP_LANDING_ATTRIBUTE, INVITATION_PATH, THEME_KEY].map((value) =>
  JSON.stringify(value),
);

/** The start-up worker's start (boot/early-startup.ts), with the built worker's address. */
function startWorkerNow(workerUrl: string): string {
  const createWorker = `function(name){return new Worker(${JSON.stringify(workerUrl)},{name:name})}`;
  const storedEventId = `function(){return localStorage.getItem(${JSON.stringify(CURRENT_EVENT_KEY)})}`;
  const call = `(${startStartupWorker.toString()})(${createWorker},${storedEventId},${JSON.stringify(DASHBOARD_PATH.source)})`;
  return `window[${JSON.stringify(EARLY_STARTUP_GLOBAL)}]=${call}`;
}

/**
 * The markup the build adds to <head>: the script above, the start of the start-up worker whose script the
 * build wrote to `startupWorkerUrl`, and the rule that hides #root when told to. The shell's
 * Content-Security-Policy runs no inline script but this one, by the hash the server takes of the built
 * page (frontends/tooling/shell-page.cjs).
 */
export function firstPaintHead(startupWorkerUrl: string): string {
  return (
    `<script>(${markFirstPaint.toString()})(${ARGUMENTS.join(',')});${startWorkerNow(startupWorkerUrl)}</script>` +
    `<style>html[${SKIP_LANDING_ATTRIBUTE}] #root{display:none}</style>`
  );
}
