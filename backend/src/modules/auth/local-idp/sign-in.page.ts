import { escapeHtml, page } from '../../../common/http/html';
import { TIER_NAMES, type TierName } from '../../subscriptions/subscription-tier.entity';

const PLAN_LABELS: Record<TierName, string> = {
  free: 'Free',
  paid: 'Pro (can create events)',
  enterprise: 'Enterprise',
};

/** The embedded provider's sign-in page: an e-mail, a name and, in development, a new account's plan. */
export function renderSignInPage(options: {
  showPlan: boolean;
  plan?: TierName;
  error?: string;
  email?: string;
  name?: string;
}): string {
  const chosen = options.plan ?? 'paid';
  const plan = options.showPlan
    ? `<label for="plan">Plan of a new account</label>
       <select id="plan" name="gatherly_plan">${TIER_NAMES.map(
         (tier) => `<option value="${tier}"${tier === chosen ? ' selected' : ''}>${PLAN_LABELS[tier]}</option>`,
       ).join('')}</select>
       <div class="hint">Development only: existing accounts keep their plan.</div>`
    : '';
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  // The form posts back to the interaction's own address (the page's URL).
  return page(
    'Sign in to Gatherly',
    `<h1>Sign in to Gatherly</h1>
     <p>Local sign-in for development. No password: whoever you type is who you are.</p>
     <form method="post">
       <label for="email">Email Address</label>
       <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
       ${error}
       <label for="name">Display Name</label>
       <input id="name" name="name" autocomplete="name" maxlength="100" value="${escapeHtml(options.name ?? '')}">
       ${plan}
       <button type="submit">Continue</button>
     </form>`,
  );
}

/** What the provider shows when an authorization request cannot go on (an unknown client, say). */
export function renderSignInFailure(message: string): string {
  return page('Sign in failed', `<h1>Sign in failed</h1><p role="alert">${escapeHtml(message)}</p>`);
}
