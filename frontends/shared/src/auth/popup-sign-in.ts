import { DOMAIN_NOT_AUTHORIZED, POPUP_BLOCKED, SIGN_IN_CANCELLED, SIGN_IN_IN_PROGRESS } from '../toasts';
import type { SessionToken } from './session';

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
/** How often the popup is checked for having been closed; a closed popup is noticed well within 8 s. */
const CLOSED_POLL_MS = 500;
/**
 * The callback page posts its message and closes itself at once; the browser may report the popup
 * closed before that message is delivered, so a closed popup counts as cancelled only after this.
 */
const CLOSED_GRACE_MS = 1000;

let inProgress = false;

/**
 * Opens the identity provider in a 500x600 popup and waits for the callback page to post the token:
 * Google, or the OpenID provider the server is configured with ('oidc'). Only messages from this page's
 * own origin are accepted (the callback is served through it).
 */
export function popupSignIn(provider: 'google' | 'oidc' = 'google'): Promise<SessionToken> {
  if (inProgress) return Promise.reject(new Error(SIGN_IN_IN_PROGRESS));
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  const url = `/api/auth/${provider}?origin=${encodeURIComponent(window.location.origin)}`;
  const popup = window.open(
    url,
    'gatherly-sign-in',
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new Error(POPUP_BLOCKED));
  inProgress = true;
  return new Promise<SessionToken>((resolve, reject) => {
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      inProgress = false;
      window.removeEventListener('message', onMessage);
      clearInterval(watcher);
      clearTimeout(graceTimer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: string; token?: string; expiresAt?: number; message?: string };
      if (data?.type === 'gatherly:signed-in' && data.token && data.expiresAt) {
        finish();
        resolve({ token: data.token, expiresAt: data.expiresAt });
      } else if (data?.type === 'gatherly:sign-in-failed') {
        finish();
        reject(
          new Error(/domain/i.test(data.message ?? '') ? DOMAIN_NOT_AUTHORIZED : (data.message ?? 'Sign in failed')),
        );
      }
    };
    const watcher = setInterval(() => {
      if (!popup.closed || graceTimer) return;
      graceTimer = setTimeout(() => {
        finish();
        reject(new Error(SIGN_IN_CANCELLED));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
