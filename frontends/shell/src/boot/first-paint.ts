/**
 * What the page settles before its first paint, in a script inlined into <head> by the build
 * (prerender/first-paint-head.ts): whether the landing page prerendered into #root may show. A returning
 * member or a visitor following an invitation link will not get the landing page, so they must not see
 * it flash.
 */

/** Set in localStorage while this browser has a session. Not a credential: it only picks the first screen. */
export const SESSION_HINT_KEY = 'gatherly.signedIn';

/** On <html> while the prerendered landing must stay hidden; removed when the app takes #root over. */
export const SKIP_LANDING_ATTRIBUTE = 'data-skip-landing';

/** The public invitation page is the one signed-out screen that is not the landing page. */
export const INVITATION_PATH = '/invite/';

/** Whether the first screen is the landing page, as decided before the first paint. */
export function landingFirst(): boolean {
  return !document.documentElement.hasAttribute(SKIP_LANDING_ATTRIBUTE);
}
