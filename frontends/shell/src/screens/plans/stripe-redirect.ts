/** Leaves the app for a page Stripe hosts (Checkout, the billing portal); Stripe sends the user back. */
export function openStripePage({ url }: { url: string }): void {
  window.location.assign(url);
}
