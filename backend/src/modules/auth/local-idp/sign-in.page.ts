import { escapeHtml, page } from '../../../common/http/html';
import { TIER_NAMES } from '../../subscriptions/subscription-tier.entity';
import type { AuthorizationRequestDto } from './local-idp.dto';

const PLAN_LABELS: Record<(typeof TIER_NAMES)[number], string> = {
  free: 'Free',
  paid: 'Pro (can create events)',
  enterprise: 'Enterprise',
};

/** The embedded provider's sign-in page: an e-mail, a name and, in development, a new account's plan. */
export function renderSignInPage(
  request: AuthorizationRequestDto,
  options: { showPlan: boolean; error?: string; email?: string; name?: string },
): string {
  const hidden = Object.entries(request)
    .filter(([key, value]) => typeof value === 'string' && !['login_hint'].includes(key))
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(String(value))}">`)
    .join('');
  const plan = options.showPlan
    ? `<label for="plan">Plan of a new account</label>
       <select id="plan" name="gatherly_plan">${TIER_NAMES.map(
         (tier) => `<option value="${tier}"${tier === 'paid' ? ' selected' : ''}>${PLAN_LABELS[tier]}</option>`,
       ).join('')}</select>
       <div class="hint">Development only: existing accounts keep their plan.</div>`
    : '';
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return page(
    'Sign in to Gatherly',
    `<h1>Sign in to Gatherly</h1>
     <p>Local sign-in for development. No password: whoever you type is who you are.</p>
     <form method="post" action="authorize">
       ${hidden}
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
