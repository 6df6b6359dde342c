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

/**
 * The markup the build adds to <head>: the script above and the rule that hides #root when told to. The
 * shell's Content-Security-Policy runs no inline script but this one, by the hash the server takes of the
 * built page (frontends/tooling/shell-page.cjs).
 */
export const FIRST_PAINT_HEAD =
  `<script>(${markFirstPaint.toString()})(${ARGUMENTS.join(',')})</script>` +
  `<style>html[${SKIP_LANDING_ATTRIBUTE}] #root{display:none}</style>`;
