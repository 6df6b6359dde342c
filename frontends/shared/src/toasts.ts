/** A toast: title, then description (spec section 8); 'destructive' ones are error-styled. */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; 5,000 unless said otherwise. */
  duration?: number;
}

export type Notify = (toast: Toast) => void;

/** The texts of spec section 8, written once. */
export const TOASTS = {
  signInFailed: (description: string): Toast => ({ title: 'Sign in failed', description, variant: 'destructive' }),
  signedIn: (name: string): Toast => ({ title: 'Welcome back!', description: `Signed in as ${name}` }),
  signedOut: { title: 'Signed out', description: 'You have been signed out successfully' } satisfies Toast,
  signOutFailed: {
    title: 'Sign out failed',
    description: 'Failed to sign out. Please try again.',
    variant: 'destructive',
  } satisfies Toast,
} as const;

/** The description of the sign-in failure toast for an error raised during sign-in. */
export function signInFailureDescription(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === SIGN_IN_CANCELLED) return 'Sign in was cancelled';
  if (/popup/i.test(message)) return message;
  return 'Failed to sign in. Please try again.';
}

export const SIGN_IN_CANCELLED = 'Sign in cancelled';
export const POPUP_BLOCKED = 'Please allow popups for this site to sign in';
export const SIGN_IN_IN_PROGRESS = 'Another sign in attempt in progress';
export const DOMAIN_NOT_AUTHORIZED = 'Domain not authorized';

/** Unauthorized-domain errors are not toasted: the domain setup guide is shown instead. */
export function isDomainError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /authorized|domain/i.test(message);
}
