import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { field, parseForm, strings } from './form';
import * as build from './objects';
import { newId, type StripeEventJson } from './objects';
import { checkoutPage, portalPage } from './pages';

/**
 * A stand-in for Stripe, which tests cannot reach: the REST subset billing uses (customers, prices,
 * Checkout and billing-portal sessions, subscriptions), form-encoded and checked against the secret key
 * as Stripe does; the hosted Checkout and portal pages; and webhook events in Stripe's JSON, signed with
 * the webhook secret by the `stripe` library and POSTed to the app. Its clock can run ahead, as Stripe's
 * test clocks do, so renewals and failed payments happen in a test's second.
 */
export class LocalStripe {
  readonly secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  /** Where events go; set it once the app's address is known. */
  webhookUrl: string | null = null;
  /** Every event, in the order it happened, and the app's answer to each delivery. */
  readonly events: StripeEventJson[] = [];
  readonly deliveries: { eventId: string; type: string; status: number }[] = [];
  readonly prices: { paid: Stripe.Price; enterprise: Stripe.Price };
  /** While true, every API request answers 500, as during an incident at Stripe. */
  outage = false;

  private server: Server | null = null;
  private offsetSeconds = 0;
  private readonly customers = new Map<string, ReturnType<typeof build.customer>>();
  private readonly priceList = new Map<string, Stripe.Price>();
  private readonly sessions = new Map<string, Record<string, unknown>>();
  /** The price each Checkout session sells (Stripe keeps line items apart from the session object). */
  private readonly sessionPrices = new Map<string, Stripe.Price>();
  private readonly portalSessions = new Map<string, { id: string; customer: string; return_url: string }>();
  private readonly subscriptions = new Map<string, Stripe.Subscription>();
  private readonly invoices = new Map<string, Stripe.Invoice>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** Deliveries sent after an API response, as Stripe sends them: `delivered` waits for them. */
  private readonly sending = new Set<Promise<unknown>>();
  /** Events waiting for `release` while deliveries are held. */
  private held: StripeEventJson[] | null = null;

  constructor() {
    const now = this.now();
    this.prices = {
      paid: build.price(newId('price'), now, 900, newId('prod'), 'Pro'),
      enterprise: build.price(newId('price'), now, 4900, newId('prod'), 'Enterprise'),
    };
    for (const price of Object.values(this.prices)) this.priceList.set(price.id, price);
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('The local Stripe server is not running');
    return `http://127.0.0.1:${address.port}`;
  }

  /** The app's STRIPE_* configuration for this server. */
  get environment(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_PAID: this.prices.paid.id,
      STRIPE_PRICE_ENTERPRISE: this.prices.enterprise.id,
      STRIPE_API_URL: this.url,
    };
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        send(response, 500, { error: { type: 'api_error', message: error.message } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Stripe's time as this server sees it (Unix seconds). */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  advanceClock(seconds: number): void {
    this.offsetSeconds += seconds;
  }

  subscriptionOf(customerId: string): Stripe.Subscription | undefined {
    return [...this.subscriptions.values()].filter((sub) => sub.customer === customerId).at(-1);
  }

  session(id: string): Record<string, unknown> | undefined {
    return this.sessions.get(id);
  }

  /** The renewal at the period's end is paid, or an open invoice is paid after all: invoice.paid. */
  async renew(subscriptionId: string, { deliver = true } = {}): Promise<StripeEventJson[]> {
    const sub = this.subscriptionOrThrow(subscriptionId);
    const open = this.invoices.get(String(sub.latest_invoice));
    const invoice = open?.status === 'open' ? (this.advanceClock(3600), open) : this.nextInvoice(sub);
    this.pay(invoice);
    const previous = { status: sub.status };
    sub.status = 'active';
    const events = [build.event('invoice.paid', invoice, this.now())];
    if (previous.status !== 'active')
      events.push(build.event('customer.subscription.updated', sub, this.now(), previous));
    return this.happened(events, deliver);
  }

  /** The renewal's payment fails (or a retry of it): invoice.payment_failed, the subscription past due. */
  async failPayment(subscriptionId: string, { deliver = true } = {}): Promise<StripeEventJson[]> {
    const sub = this.subscriptionOrThrow(subscriptionId);
    const open = this.invoices.get(String(sub.latest_invoice));
    const invoice = open?.status === 'open' ? (this.advanceClock(24 * 3600), open) : this.nextInvoice(sub);
    Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
    const events = [build.event('invoice.payment_failed', invoice, this.now())];
    if (sub.status !== 'past_due') {
      sub.status = 'past_due';
      events.push(build.event('customer.subscription.updated', sub, this.now(), { status: 'active' }));
    }
    return this.happened(events, deliver);
  }

  /** The subscription ends: at its period's end when it was cancelled for then, else now. */
  async endSubscription(subscriptionId: string, { deliver = true } = {}): Promise<StripeEventJson[]> {
    const sub = this.subscriptionOrThrow(subscriptionId);
    const periodEnd = sub.items.data[0]!.current_period_end;
    if (sub.cancel_at_period_end && this.now() < periodEnd) this.advanceClock(periodEnd - this.now());
    Object.assign(sub, { status: 'canceled', ended_at: this.now(), canceled_at: sub.canceled_at ?? this.now() });
    return this.happened([build.event('customer.subscription.deleted', sub, this.now())], deliver);
  }

  /** Holds deliveries, as Stripe's may come late, until `release`. */
  hold(): void {
    this.held ??= [];
  }

  /** Delivers the events held, in order, and stops holding. */
  async release(): Promise<void> {
    const events = this.held ?? [];
    this.held = null;
    for (const event of events) await this.deliver(event);
  }

  /** Waits for the deliveries that follow API responses. */
  async delivered(): Promise<void> {
    while (this.sending.size > 0) await Promise.all(this.sending);
  }

  /** Sends an event (again): Stripe retries a delivery, and may deliver one twice. Answers the app's status. */
  async deliver(event: StripeEventJson): Promise<number> {
    if (!this.webhookUrl) throw new Error('No webhook URL: set localStripe.webhookUrl');
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    await response.arrayBuffer();
    this.deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    return response.status;
  }

  private async happened(events: StripeEventJson[], deliver: boolean): Promise<StripeEventJson[]> {
    this.events.push(...events);
    if (deliver && this.held) this.held.push(...events);
    else if (deliver) for (const event of events) await this.deliver(event);
    return events;
  }

  private subscriptionOrThrow(id: string): Stripe.Subscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`No subscription ${id}`);
    return sub;
  }

  /** The clock reaches the period's end; the subscription enters its next period with a new invoice. */
  private nextInvoice(sub: Stripe.Subscription): Stripe.Invoice {
    const item = sub.items.data[0]!;
    const start = item.current_period_end;
    if (this.now() < start) this.advanceClock(start - this.now());
    const end = build.periodAfter(start, item.price);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = build.invoice({
      id: newId('in'),
      subscription: sub,
      created: this.now(),
      periodStart: start,
      periodEnd: end,
      reason: 'subscription_cycle',
    });
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  private pay(invoice: Stripe.Invoice): void {
    Object.assign(invoice, {
      status: 'paid',
      attempted: true,
      attempt_count: invoice.attempt_count + 1,
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      status_transitions: { ...invoice.status_transitions, paid_at: this.now() },
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const body = await readBody(request);
    const path = url.pathname;
    if (!path.startsWith('/v1/')) return this.hostedPage(request.method ?? 'GET', path, response);
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(response, 401, stripeError('Invalid API Key provided.', undefined, 'invalid_request_error'));
    }
    if (this.outage)
      return send(
        response,
        500,
        stripeError('An error occurred with our connection to Stripe.', undefined, 'api_error'),
      );
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const replay = typeof key === 'string' ? this.idempotent.get(key) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const [status, answer, events = []] = this.api(request.method ?? 'GET', path, parseForm(body));
    if (typeof key === 'string') this.idempotent.set(key, { status, body: answer });
    send(response, status, answer);
    // Stripe answers first and sends the webhooks afterwards.
    if (events.length > 0) this.sendLater(events);
  }

  private sendLater(events: StripeEventJson[]): void {
    const sending = this.happened(events, true).catch((error: Error) => {
      for (const event of events) this.deliveries.push({ eventId: event.id, type: event.type, status: 0 });
      console.warn(`Delivering ${events.map((event) => event.type).join(', ')} failed: ${error.message}`);
    });
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }

  /** The REST API: [status, body, the events it makes happen]. */
  private api(method: string, path: string, form: ReturnType<typeof parseForm>): [number, unknown, StripeEventJson[]?] {
    const route = `${method} ${path.replace(/\/(cus|price|cs_test|sub)_[0-9a-f]+$/, '/$1_:id')}`;
    const id = path.split('/').pop()!;
    switch (route) {
      case 'POST /v1/customers': {
        const created = build.customer(
          newId('cus'),
          this.now(),
          field(form, 'email') ?? null,
          strings(form, 'metadata'),
        );
        this.customers.set(created.id, created);
        return [200, created];
      }
      case 'GET /v1/customers/cus_:id':
        return this.found(this.customers.get(id), 'customer', id);
      case 'GET /v1/prices/price_:id':
        return this.found(this.priceList.get(id), 'price', id);
      case 'GET /v1/subscriptions/sub_:id':
        return this.found(this.subscriptions.get(id), 'subscription', id);
      case 'DELETE /v1/subscriptions/sub_:id':
        return this.cancelSubscription(id);
      case 'GET /v1/checkout/sessions/cs_test_:id':
        return this.found(this.sessions.get(id), 'checkout.session', id);
      case 'POST /v1/checkout/sessions':
        return this.createCheckoutSession(form);
      case 'POST /v1/billing_portal/sessions': {
        const customer = field(form, 'customer');
        if (!customer || !this.customers.has(customer))
          return [400, stripeError(`No such customer: '${customer}'`, 'customer')];
        const session = { id: newId('bps'), customer, return_url: field(form, 'return_url') ?? '' };
        this.portalSessions.set(session.id, session);
        const url = `${this.url}/p/session/${session.id}`;
        return [
          200,
          {
            ...session,
            object: 'billing_portal.session',
            configuration: 'bpc_local',
            created: this.now(),
            flow: null,
            livemode: false,
            locale: null,
            on_behalf_of: null,
            url,
          },
        ];
      }
      default:
        return [404, stripeError(`Unrecognized request URL (${method}: ${path}).`)];
    }
  }

  private found(object: unknown, kind: string, id: string): [number, unknown] {
    return object
      ? [200, object]
      : [404, { error: { ...stripeError(`No such ${kind}: '${id}'`, 'id').error, code: 'resource_missing' } }];
  }

  /** Cancels at once; Stripe answers "No such subscription" for one already canceled. */
  private cancelSubscription(id: string): [number, unknown, StripeEventJson[]?] {
    const sub = this.subscriptions.get(id);
    if (!sub || sub.status === 'canceled') return this.found(undefined, 'subscription', id);
    Object.assign(sub, {
      status: 'canceled',
      ended_at: this.now(),
      canceled_at: this.now(),
      cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
    });
    return [200, sub, [build.event('customer.subscription.deleted', sub, this.now())]];
  }

  private createCheckoutSession(form: ReturnType<typeof parseForm>): [number, unknown] {
    for (const required of ['mode', 'success_url', 'cancel_url']) {
      if (!field(form, required)) return [400, stripeError(`Missing required param: ${required}.`, required)];
    }
    if (field(form, 'mode') !== 'subscription')
      return [400, stripeError('Only subscription mode is served here.', 'mode')];
    const customer = field(form, 'customer');
    if (!customer || !this.customers.has(customer))
      return [400, stripeError(`No such customer: '${customer}'`, 'customer')];
    const priceId = field(form, 'line_items', '0', 'price');
    if (!priceId || !this.priceList.has(priceId))
      return [400, stripeError(`No such price: '${priceId}'`, 'line_items[0][price]')];
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      amount_total: this.priceList.get(priceId)!.unit_amount,
      cancel_url: field(form, 'cancel_url'),
      client_reference_id: field(form, 'client_reference_id') ?? null,
      created: this.now(),
      currency: 'usd',
      customer,
      customer_email: null,
      expires_at: this.now() + 24 * 3600,
      invoice: null,
      livemode: false,
      metadata: strings(form, 'metadata'),
      mode: 'subscription',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: field(form, 'success_url'),
      url: `${this.url}/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    this.sessionPrices.set(id, this.priceList.get(priceId)!);
    return [200, session];
  }

  /** The pages a browser opens: Checkout (Pay) and the customer portal (Cancel plan). */
  private async hostedPage(method: string, path: string, response: ServerResponse): Promise<void> {
    const checkout = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
    const portal = /^\/p\/session\/(bps_[0-9a-f]+)(\/cancel)?$/.exec(path);
    if (checkout && method === 'GET') {
      const session = this.sessions.get(checkout[1]!);
      if (!session) return html(response, 404, 'This Checkout session does not exist.');
      const price = this.sessionPrices.get(String(session.id))!;
      return html(
        response,
        200,
        checkoutPage({
          sessionId: String(session.id),
          productName: price.nickname ?? 'plan',
          amount: price.unit_amount ?? 0,
          currency: price.currency,
          interval: price.recurring?.interval ?? 'month',
          email: this.customers.get(String(session.customer))?.email ?? null,
          cancelUrl: String(session.cancel_url),
        }),
      );
    }
    if (checkout && method === 'POST') {
      const session = this.sessions.get(checkout[1]!);
      if (!session || session.status !== 'open') return html(response, 409, 'This Checkout session is not open.');
      await this.completeCheckout(session);
      return redirect(response, String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)));
    }
    const portalSession = portal ? this.portalSessions.get(portal[1]!) : undefined;
    if (portalSession && method === 'GET' && !portal![2]) {
      const sub = this.subscriptionOf(portalSession.customer);
      return html(
        response,
        200,
        portalPage({
          sessionId: portalSession.id,
          returnUrl: portalSession.return_url,
          subscription:
            sub && sub.status !== 'canceled'
              ? {
                  productName: sub.items.data[0]!.price.nickname ?? 'plan',
                  periodEnd: sub.items.data[0]!.current_period_end,
                  cancelAtPeriodEnd: sub.cancel_at_period_end,
                  status: sub.status,
                }
              : null,
        }),
      );
    }
    if (portalSession && method === 'POST' && portal![2]) {
      const sub = this.subscriptionOf(portalSession.customer);
      if (sub && !sub.cancel_at_period_end) {
        Object.assign(sub, {
          cancel_at_period_end: true,
          cancel_at: sub.items.data[0]!.current_period_end,
          canceled_at: this.now(),
          cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' },
        });
        const previous = { cancel_at_period_end: false, cancel_at: null, canceled_at: null };
        await this.happened([build.event('customer.subscription.updated', sub, this.now(), previous)], true);
      }
      return redirect(response, portalSession.return_url);
    }
    html(response, 404, 'Not found.');
  }

  /** The customer paid: a subscription starts with its first invoice paid, then the session completes. */
  private async completeCheckout(session: Record<string, unknown>): Promise<void> {
    const price = this.sessionPrices.get(String(session.id))!;
    const start = this.now();
    const sub = build.subscription({
      id: newId('sub'),
      customer: String(session.customer),
      price,
      start,
      periodEnd: build.periodAfter(start, price),
      invoiceId: newId('in'),
      metadata: {},
    });
    const invoice = build.invoice({
      id: String(sub.latest_invoice),
      subscription: sub,
      created: start,
      periodStart: start,
      periodEnd: sub.items.data[0]!.current_period_end,
      reason: 'subscription_create',
    });
    this.pay(invoice);
    this.subscriptions.set(sub.id, sub);
    this.invoices.set(invoice.id, invoice);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, invoice: invoice.id });
    await this.happened(
      [
        build.event('customer.subscription.created', sub, start),
        build.event('invoice.paid', invoice, start),
        build.event('checkout.session.completed', session, start),
      ],
      true,
    );
  }
}

export async function startLocalStripe(port = 0): Promise<LocalStripe> {
  return new LocalStripe().start(port);
}

function stripeError(message: string, param?: string, type = 'invalid_request_error') {
  return { error: { type, message, ...(param ? { param } : {}) } };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body.startsWith('<!doctype') ? body : `<!doctype html><title>Stripe</title><p>${body}</p>`);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}
