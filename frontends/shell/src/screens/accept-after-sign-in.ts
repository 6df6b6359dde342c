/**
 * Signing in from the invitation page replaces the signed-out app with the signed-in one, so the page's
 * own state is gone when the user arrives. The click is remembered here, for this tab only, so the
 * invitation is accepted as soon as the user is back, without a second click.
 */
const KEY = 'gatherly.acceptInvitation';

export function rememberAcceptAfterSignIn(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the user presses Accept once more.
  }
}

/** Whether the user asked to accept this invitation before signing in; the wish is used up by asking. */
export function takeAcceptAfterSignIn(token: string): boolean {
  try {
    const wanted = sessionStorage.getItem(KEY);
    if (wanted !== null) sessionStorage.removeItem(KEY);
    return wanted === token;
  } catch {
    return false;
  }
}
