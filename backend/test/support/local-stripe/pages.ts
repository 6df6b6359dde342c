/** The hosted pages a customer sees: Stripe Checkout and the customer portal, reduced to their one decision. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
a{color:#4a44c6}</style></head>
<body><main>${body}</main></body></html>`;
}

export function checkoutPage(view: {
  sessionId: string;
  productName: string;
  amount: number;
  currency: string;
  interval: string;
  email: string | null;
  cancelUrl: string;
}): string {
  return page(
    `Subscribe to ${view.productName}`,
    `<p>Test mode</p>
<h1>Subscribe to ${escape(view.productName)}</h1>
<p><strong>${escape(money(view.amount, view.currency))}</strong> per ${escape(view.interval)}</p>
${view.email ? `<p>Billed to ${escape(view.email)}</p>` : ''}
<form method="post" action="/c/pay/${escape(view.sessionId)}">
<p>Card: 4242 4242 4242 4242 (test card)</p>
<button type="submit">Pay</button>
</form>
<p><a href="${escape(view.cancelUrl)}">Back</a></p>`,
  );
}

export function portalPage(view: {
  sessionId: string;
  returnUrl: string;
  subscription: { productName: string; periodEnd: number; cancelAtPeriodEnd: boolean; status: string } | null;
}): string {
  const { subscription } = view;
  const periodEnd = subscription ? new Date(subscription.periodEnd * 1000).toISOString().slice(0, 10) : '';
  const body = !subscription
    ? '<p>No subscription.</p>'
    : subscription.cancelAtPeriodEnd
      ? `<p>${escape(subscription.productName)}: cancels on ${periodEnd}.</p>`
      : `<p>${escape(subscription.productName)} (${escape(subscription.status)}), renews on ${periodEnd}.</p>
<form method="post" action="/p/session/${escape(view.sessionId)}/cancel"><button type="submit">Cancel plan</button></form>`;
  return page(
    'Billing',
    `<p>Test mode</p><h1>Billing</h1>${body}<p><a href="${escape(view.returnUrl)}">Return to Gatherly</a></p>`,
  );
}
