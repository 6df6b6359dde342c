import { page, scriptJson } from '../../common/http/html';
import type { IssuedAccessToken } from './access-token.service';

export type PopupMessage =
  | { type: 'gatherly:signed-in'; token: string; expiresAt: number }
  | { type: 'gatherly:sign-in-failed'; message: string };

export function popupMessage(result: IssuedAccessToken | { failure: string }): PopupMessage {
  return 'failure' in result
    ? { type: 'gatherly:sign-in-failed', message: result.failure }
    : { type: 'gatherly:signed-in', token: result.token, expiresAt: result.expiresAt };
}

/**
 * The last page of the popup: it hands the outcome to the window that opened it, addressed to that
 * window's exact origin (never '*'), then closes itself.
 */
export function renderPopupResult(message: PopupMessage, targetOrigin: string, nonce: string): string {
  const signedIn = message.type === 'gatherly:signed-in';
  const heading = signedIn ? 'You are signed in' : 'Sign in failed';
  const text = signedIn ? 'You can close this window and return to Gatherly.' : message.message;
  return page(heading, `<h1>${heading}</h1><p id="status">${text.replace(/</g, '&lt;')}</p>`, {
    nonce,
    script: `(function () {
  var message = ${scriptJson(message)};
  if (window.opener) { window.opener.postMessage(message, ${scriptJson(targetOrigin)}); window.close(); }
})();`,
  });
}
